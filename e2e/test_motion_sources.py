"""Issue 18 in Chromium: what a move brings onto the board travels from where it was, not
from above (from the edge of what is seen of the board, on its side, when it lies beyond):
Montana's start tile from the supply to its region, a Gold West influence pawn
from its player's card to a BoomTown office, a camp's influence from the hex it lands on,
Homesteaders' workers taken off their slots from those slots to rest. What leaves one place in
one step leaves it one after the other; a large copy never grows over where it goes; a place
out of view is met at the edge of what is seen; a piece out of view when the move is made
(Gold West's map while the investments are shown) is not taken for a new one."""
from __future__ import annotations

import pytest
from board_play import bots_save_before, resume_with_bots
from playing import click_preferred, go_home, set_pace, settle

#: every token the page flies: the symbols it draws, its classes, its delay, and the centres
#: on screen where it starts and ends (the boxes of `window.watched()` then, if set)
WATCH_TOKENS = """(() => {
  const animate = Element.prototype.animate;
  window.flights = [];
  const centre = (el, frame) => {
    const m = /translate\\((-?[\\d.]+)px,\\s*(-?[\\d.]+)px\\)/.exec(frame.transform || '');
    return m ? {x: +m[1] + parseFloat(el.style.width) / 2,
                y: +m[2] + parseFloat(el.style.height) / 2} : null;
  };
  Element.prototype.animate = function (frames, options) {
    if (this.closest && this.closest('.motion-layer')) {
      window.flights.push({
        uses: [...this.querySelectorAll('use')].map((u) => u.getAttribute('href')),
        drawn: [...this.querySelectorAll('use')].map((u) => u.getAttribute('class') || ''),
        classes: this.getAttribute('class') || '',
        delay: (options && options.delay) || 0,
        position: Number((document.querySelector('.game-grid[data-position]') || {dataset: {}})
          .dataset.position || 0),
        head: this.querySelector('.hc-head')
          ? getComputedStyle(this.querySelector('.hc-head')).backgroundColor : null,
        size: parseFloat(this.style.width), grow: Math.max(...frames.map((f) => {
          const m = /scale\\((-?[\\d.]+)\\)/.exec(f.transform || '');
          return m ? +m[1] : 1;
        })),
        start: centre(this, frames[0]), end: centre(this, frames[frames.length - 1]),
        boxes: window.watched ? window.watched() : {}});
    }
    return animate.call(this, frames, options);
  };
})()"""
#: the box of each element matching a selector, by its key
BOXES = """(selector) => {
  window.watched = () => Object.fromEntries([...document.querySelectorAll(selector)].map((e) => {
    const r = e.getBoundingClientRect();
    const keyed = e.closest('[data-k]');
    return [keyed ? keyed.dataset.k : e.className, {left: r.left, top: r.top, right: r.right,
                                                    bottom: r.bottom}];
  }));
}"""
FLOWN = "(test) => window.flights.find(new Function('f', 'return ' + test)) || null"


@pytest.fixture(scope="module")
def watched(app_page, open_app):
    """The module's page, every token it flies recorded (`WATCH_TOKENS`)."""
    app_page.context.add_init_script(WATCH_TOKENS)
    return open_app(app_page)


def _play(page, game: str, seed: int, kind: str, boxes: str | None = None,
          before: str | None = None) -> object:
    """Tess presses her first move of `kind` at the normal pace (the bots' game of `seed`
    stopped just before it), the boxes of `boxes` recorded as each token starts; answers
    what the script `before` says of the page just before the press."""
    go_home(page)
    set_pace(page, "normal")
    engine_save, key = bots_save_before(game, 3, seed=seed, kind=kind)
    resume_with_bots(page, engine_save)
    page.evaluate("window.flights = []")
    page.evaluate("window.watched = null")
    if boxes:
        page.evaluate(BOXES, boxes)
    seen = page.evaluate(before) if before else None
    assert click_preferred(page, [key]) == key
    return seen


def _inside(point: dict, box: dict, slack: float = 2) -> bool:
    return (box["left"] - slack <= point["x"] <= box["right"] + slack
            and box["top"] - slack <= point["y"] <= box["bottom"] + slack)


def test_montana_s_start_tile_travels_from_the_supply_to_its_region(watched):
    page = watched
    _play(page, "montana", 3, "start", ".mt-supply")
    flight = page.wait_for_function(FLOWN, arg="f.uses.includes('#mt-star')").json_value()
    go_home(page)
    supply = flight["boxes"]["mt-supply"]
    assert not _inside(flight["end"], supply), flight
    height = page.viewport_size["height"]
    if supply["bottom"] <= height:
        assert _inside(flight["start"], supply), flight
    else:  # the supply below what is seen of the board: from its edge, under the supply
        start = flight["start"]
        assert supply["left"] <= start["x"] <= supply["right"], flight
        assert height / 2 < start["y"] <= height, flight


def test_a_gold_west_influence_pawn_comes_from_its_players_card_to_a_boomtown_office(watched):
    page = watched
    _play(page, "goldwest", 5, "boomtown", ".seat-card > h3 .mark")
    flight = page.wait_for_function(FLOWN, arg="/\\bseat-0\\b/.test(f.classes)").json_value()
    go_home(page)
    assert _inside(flight["start"], flight["boxes"]["seat-0"]), flight


def test_a_gold_west_camp_s_influence_rises_from_the_hex_it_lands_on(watched):
    page = watched
    _play(page, "goldwest", 5, "build")
    flights = page.wait_for_function(
        "() => window.flights.some((f) => f.uses.includes('#gw-influence'))"
        " && window.flights").json_value()
    go_home(page)
    camp = next(f for f in flights if f.get("uses") == ["#gw-camp"])
    influence = next(f for f in flights if f.get("uses") == ["#gw-influence"])
    assert abs(influence["start"]["x"] - camp["end"]["x"]) < 2, (camp, influence)
    assert abs(influence["start"]["y"] - camp["end"]["y"]) < 2, (camp, influence)
    assert influence["delay"] > camp["delay"], (camp, influence)


def test_a_gold_west_influence_card_flies_to_its_taker_and_its_influence_comes_from_it(
        watched):
    page = watched
    _play(page, "goldwest", 7, "invest", ".board .mini-card")
    flights = page.wait_for_function(
        "() => window.flights.some((f) => f.uses.includes('#gw-influence'))"
        " && window.flights").json_value()
    go_home(page)
    card = next(f for f in flights if "mini-card" in f["classes"])
    influence = next(f for f in flights if f["uses"] == ["#gw-influence"])
    held = influence["boxes"]["gw-held-0-1"]
    start = influence["start"]
    assert held["left"] <= start["x"] <= held["right"], influence
    # on the card, or at the window's bottom edge above it when it lies below the window
    bottom = page.viewport_size["height"]
    assert min(held["top"], bottom - 60) <= start["y"] <= min(held["bottom"], bottom), influence
    assert influence["delay"] > card["delay"], (card, influence)


def test_on_a_phone_a_mining_token_s_resources_come_from_the_turned_map_s_hex(watched):
    """Below 600 px the map is drawn turned: the hand's source hex is seen in that drawing
    (its key ends in -turned), not in the flat one, which is hidden."""
    page = watched
    size = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        _play(page, "goldwest", 5, "build", ".board .hexmap [data-k^='gw-hex-']")
        flights = page.wait_for_function(
            "() => window.flights.some((f) => f.uses.includes('#gw-camp')) && window.flights"
        ).json_value()
        source = page.get_attribute(".board .hand-item[data-from]", "data-from")
        go_home(page)
    finally:
        page.set_viewport_size(size)
    camp = next(f for f in flights if f["uses"] == ["#gw-camp"])
    gains = [f for f in flights if f["uses"][0].startswith("#gw-res-")
             and f["delay"] > camp["delay"]]
    assert gains
    for f in gains:
        turned = f["boxes"][source + "-turned"]
        assert turned["left"] <= f["start"]["x"] <= turned["right"], (source, f)


def _moves_flights(page, condition: str) -> list[dict]:
    """The tokens flown by the move pressed (its position, the first after the click), once
    `condition` (on `window.flights`) holds."""
    flights = page.wait_for_function(
        f"() => (window.flights.length && ({condition})) && window.flights").json_value()
    first = min(f["position"] for f in flights)
    return [f for f in flights if f["position"] == first]


#: the slots with workers standing in them: a slot's key for each of its workers
WORKED_SLOTS = """() => [...document.querySelectorAll('.board .hc-slot .box.filled')]
  .map((e) => e.closest('.hc-slot').dataset.k)"""


def test_homesteaders_workers_taken_off_their_slots_leave_from_them_to_rest(watched):
    """The round's end (seed 4: Tess's farm ends it): each worker that stood on a building's
    slot is taken off it and comes back to rest on the Homestead, leaving from that slot
    (not from the player's count of workers, nor from above)."""
    page = watched
    worked = _play(page, "homesteaders", 4, "build:farm",
                   ".board .hold-worker, .board .hc-resting, .board .hc-slot", WORKED_SLOTS)
    assert worked
    flights = _moves_flights(page, "window.flights.some((f) => f.uses.includes('#hs-worker'))")
    go_home(page)
    resting = [f for f in flights if f["uses"] == ["#hs-worker"]
               and any(_inside(f["end"], box) for k, box in f["boxes"].items()
                       if k.startswith("hs-rest-"))]
    assert len(resting) == len(worked), (worked, flights)
    height = page.viewport_size["height"]
    for f in resting:
        seat = next(k for k, box in f["boxes"].items()
                    if k.startswith("hs-rest-") and _inside(f["end"], box)).split("-")[-1]
        slots = [f["boxes"][k] for k in worked if k.startswith(f"hs-slot-{seat}-")]
        assert not _inside(f["start"], f["boxes"][f"hold-{seat}-worker"]), f
        if all(s["bottom"] <= height and s["top"] >= 0 for s in slots):
            assert any(_inside(f["start"], s) for s in slots), (f["start"], slots, worked)
        else:  # met at the window's edge, under a slot
            assert any(s["left"] - 2 <= f["start"]["x"] <= s["right"] + 2 for s in slots), f


def test_tokens_leaving_one_place_in_one_step_leave_one_after_the_other(watched):
    """A Gold West camp's mining token gives wood, stone... and its influence, all from
    its hex: a room sees each leave, not one token."""
    page = watched
    _play(page, "goldwest", 5, "build")
    flights = _moves_flights(page, "window.flights.some((f) => f.uses.includes('#gw-influence'))")
    go_home(page)
    together = [(a, b) for i, a in enumerate(flights) for b in flights[i + 1:]
                if a["start"] and b["start"]
                and abs(a["start"]["x"] - b["start"]["x"]) < 4
                and abs(a["start"]["y"] - b["start"]["y"]) < 4
                and abs(a["delay"] - b["delay"]) < 50]
    assert not together, together


def test_a_large_copy_grows_mid_flight_by_no_more_than_a_token_s_size(watched):
    """A building's card flying to its player's area (Homesteaders) stays about its size:
    grown by half as a small token is, it hid the heading of the seat it reached."""
    page = watched
    _play(page, "homesteaders", 4, "build")
    flights = _moves_flights(page, "window.flights.some((f) => /hs-owned/.test(f.classes))")
    go_home(page)
    card = next(f for f in flights if "hs-owned" in f["classes"])
    token = min(f["size"] for f in flights)
    assert card["size"] > 2 * token, (card, token)
    assert card["size"] * (card["grow"] - 1) <= token * 0.6 + 1, (card, token)


def test_a_building_card_flies_in_its_type_s_colour(watched):
    """Homesteaders: a building's card flying to its player's area has its head in its
    type's colour, as on the board (in the layer the tokens fly in, without the board's
    colours, its white name stood on no colour: unreadable from the back of a room)."""
    page = watched
    _play(page, "homesteaders", 4, "build")
    flights = _moves_flights(page, "window.flights.some((f) => /hs-owned/.test(f.classes))")
    go_home(page)
    card = next(f for f in flights if "hs-owned" in f["classes"])
    assert card["head"] not in (None, "rgba(0, 0, 0, 0)", "transparent"), card


def test_a_token_going_out_of_view_goes_to_the_edge_of_what_is_seen(watched):
    """On a phone, a camp lands on the map while the page shows the supply track where its
    resources are put: it flies to the window's edge on the map's side, not out of it."""
    page = watched
    size = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        _play(page, "goldwest", 5, "build")
        flights = _moves_flights(page, "window.flights.some((f) => f.uses.includes('#gw-camp'))")
        go_home(page)
    finally:
        page.set_viewport_size(size)
    for f in flights:
        if f["end"]:
            assert -2 <= f["end"]["y"] <= 846 and -2 <= f["end"]["x"] <= 392, f


def test_pieces_of_a_part_not_shown_are_not_taken_for_new_ones_when_it_shows(watched):
    """Gold West on a laptop: an investment is chosen on the Investments part; the map
    shows again with the move drawn, its camps and settlements where they were (none flies
    in from above)."""
    page = watched
    _play(page, "goldwest", 7, "invest", ".board .hexmap")
    flights = _moves_flights(page, "window.flights.some((f) => f.uses.includes('#gw-influence'))")
    go_home(page)
    on_map = [f for f in flights
              if any(_inside(f["end"], box, slack=-2) for box in f["boxes"].values())]
    assert flights and not on_map, on_map



#: of every piece the page's motion records before a move (`westboundMotion.record`) that
#: lies in a part folded into a closed line: its box's centre, and the box of that line's name
#: (a line drawn hidden, where its part stands whole, folds nothing)
FOLDED_PIECES = """() => {
  const root = document.getElementById('app');
  const lines = [...root.querySelectorAll('.board details.seat-fold:not([open]):not([hidden])')];
  const inside = (el) => lines.find((l) => l.nextElementSibling
                                          && l.nextElementSibling.contains(el));
  return window.westboundMotion.record(root, '').pieces.filter((p) => inside(p.el))
    .map((p) => {
      const r = inside(p.el).querySelector('summary .fold-who').getBoundingClientRect();
      return {id: p.id, at: p.rect && {x: p.rect.left + p.rect.width / 2,
                                       y: p.rect.top + p.rect.height / 2},
              line: {left: r.left, top: r.top, right: r.right, bottom: r.bottom}};
    });
}"""


def test_on_a_phone_a_piece_in_a_folded_board_leaves_from_its_line(watched):
    """Montana at 390 x 844, other players' boards folded into lines: what a move takes out
    of a folded board (a bot's pawn, a marker) leaves from that line, the player's
    name, not from above (the motion's record of where each piece was)."""
    page = watched
    size = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        _play(page, "montana", 5, "harvest:wheat_field")
        settle(page)
        folded = page.evaluate(FOLDED_PIECES)
        go_home(page)
    finally:
        page.set_viewport_size(size)
    assert folded
    for p in folded:
        assert p["at"] and _inside(p["at"], p["line"]), p
