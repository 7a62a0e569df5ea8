"""Investment abilities (rulebook glossary "Investissements"): each is resolved at once
when the card is taken, and each may be left unused."""
import pytest

from engine.goldwest.abilities import VOID_REASONS
from engine.goldwest.data import INVESTMENTS
from ui.i18n import LANGS, Translator

from .helpers import (
    G,
    at_metals,
    edit,
    edit_board,
    face_down,
    hexkey,
    keys,
    keys_of,
    last_log,
    new_game,
    play,
    play_quickly,
    refused,
    step,
    top,
)

LAYOUT = ("saloon", "saloon", "mayor", "docks", "vp4", "mayor", "docks", "depot", "depot")
CARDS = tuple(range(2, 20, 2))[:8]


def _buy(card, players=3, rules=None, markers=None, buildings=None, **extra):
    """Seat 0 at its metals step with exactly the card's price (plus `extra`) in hand, on a
    board with these BoomTown `markers` and `buildings`, then invests in `card`."""
    s = edit_board(new_game(players, 3, rules), offices=LAYOUT, investments=(card,),
                   markers=markers, buildings=buildings)
    pool = dict(extra)
    for metal, n in INVESTMENTS[card].cost.items():
        pool[metal] = pool.get(metal, 0) + n
    return step(at_metals(s, 0, **pool), f"invest:{card}", 0)


def test_cards_without_an_ability_only_score():
    plain = [c.id for c in INVESTMENTS if not c.ability]
    assert plain == [0, 5, 6, 7, 8, 9, 10, 14, 15]
    s = _buy(8)
    assert top(s) == ("metals", 0)
    assert s.players[0].vp["investments"] == 15 + 4


# -- shipping ------------------------------------------------------------------------------
def test_card_19_one_free_shipping_step_on_any_track():
    s = _buy(19)
    assert top(s) == ("freeship", 0)
    assert keys(s) == {"freeship:copper", "freeship:silver", "freeship:gold", "skip"}
    s = step(s, "freeship:gold", 0)
    assert s.players[0].coaches == {"copper": 0, "silver": 0, "gold": 1}
    assert top(s) == ("metals", 0)


def test_card_4_two_steps_on_one_coach_or_one_step_on_two():
    s = _buy(4)
    one = play(s, "freeship:silver", "freeship:silver")
    assert one.players[0].coaches == {"copper": 0, "silver": 2, "gold": 0}
    assert one.players[0].vp["shipping"] == 2  # the 2 VP line
    two = play(s, "freeship:copper", "freeship:gold")
    assert two.players[0].coaches == {"copper": 1, "silver": 0, "gold": 1}
    assert top(two) == ("metals", 0)


def test_a_free_step_jumps_a_bonus_stack_and_takes_its_tile():
    s = edit(_buy(19), 0, coaches={"copper": 3})
    s = step(s, "freeship:copper", 0)
    assert s.players[0].coaches["copper"] == 5
    assert s.players[0].vp["shipping"] == 7 and s.players[0].ship_tiles == 1


def test_a_coach_at_the_end_is_not_offered_a_free_step():
    s = edit(_buy(19), 0, coaches={"copper": 10, "silver": 10})
    assert keys(s) == {"freeship:gold", "skip"}


# -- influence -----------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "terrain"), [(1, "silver"), (11, "forest"),
                                               (12, "copper"), (16, "gold")])
def test_influence_cards_add_one_influence_in_their_terrain(card, terrain):
    s = _buy(card)
    assert top(s) == ("metals", 0)  # nothing to decide
    inf = s.influence(0)
    assert inf == {t: int(t == terrain) for t in inf}
    assert G.view(s, 1)["seats"][0]["influence"][terrain] == 1


def test_card_influence_counts_for_terrain_majority():
    s = _buy(1)  # +1 silver, no building anywhere
    assert G.scores(s)[0]["majorities"] == 10  # alone in silver at 3 players


# -- BoomTown ------------------------------------------------------------------------------
def test_card_13_free_marker_on_any_empty_boomtown_space():
    s = _buy(13, markers={0: (1,), 7: (2,)})
    assert keys(s) == {f"freeboomtown:{i}" for i in (1, 2, 3, 4, 5, 6, 8)} | {"skip"}
    s = step(s, "freeboomtown:2", 0)
    assert s.markers[2] == (0,)
    assert s.players[0].pool == dict.fromkeys(s.players[0].pool, 0)  # nothing paid
    assert top(s) == ("metals", 0)


def test_card_13_on_the_4vp_tile_scores_4():
    s = step(_buy(13), "freeboomtown:4", 0)
    assert s.players[0].vp["boomtown"] == 4


def test_card_13_is_lost_when_every_space_is_taken():
    s = _buy(13, markers={i: (1,) for i in range(9)})
    assert top(s) == ("metals", 0)
    assert last_log(s) == ("gw.void.no_space", {"seat": 0, "card": 13})
    assert s.players[0].cards == (13,)


def test_v1_card_13_offers_only_skip_when_every_space_is_taken():
    s = _buy(13, rules=1, markers={i: (1,) for i in range(9)})
    assert keys(s) == {"skip"}


def test_one_boomtown_marker_a_turn_a_cards_free_marker_included():
    """"Vous ne pouvez placer à Boomtown qu'un seul jeton influence par tour" (rules note):
    a card's free marker uses up the paid placement, and the other way round."""
    s = _buy(13, copper=2)
    free = step(s, "freeboomtown:0", 0)
    assert keys_of(free, "boomtown") == set()
    refused(free, 0, "boomtown:6")
    skipped = step(s, "skip", 0)  # a marker the player did not take does not count
    assert keys_of(skipped, "boomtown") == {"boomtown:6"}


def _paid_then(card, rules=None):
    """Seat 0 pays for BoomTown space 6, then invests in `card` (2 or 13)."""
    s = edit_board(new_game(3, 3, rules), offices=LAYOUT, investments=(card,),
                   markers={1: (1,)})
    cost = INVESTMENTS[card].cost
    pool = {**cost, "copper": cost.get("copper", 0) + 2}  # the card and space 6
    return play(at_metals(s, 0, **pool), "boomtown:6", f"invest:{card}")


@pytest.mark.parametrize("card", [2, 13])
def test_after_a_paid_marker_a_cards_free_marker_is_passed_over_and_the_log_says_why(card):
    s = _paid_then(card)
    assert top(s) == ("metals", 0)
    assert last_log(s) == ("gw.void.one_marker", {"seat": 0, "card": card})
    assert s.players[0].cards == (card,)  # the card still scores
    assert s.markers[6] == (0,) and sum(m.count(0) for m in s.markers) == 1


@pytest.mark.parametrize(("card", "ability"), [(13, "freeboomtown:0"), (2, "extraboomtown:1")])
def test_v1_after_a_paid_marker_a_cards_free_marker_offers_only_skip(card, ability):
    s = _paid_then(card, rules=1)
    assert keys(s) == {"skip"}
    refused(s, 0, ability)
    assert s.players[0].cards == (card,)  # the card still scores


def _final_turn(card, rules=None, **pool):
    """Seat 0 in its last turn with `pool`, and `card` the only one on offer."""
    s = play_quickly(new_game(3, 3, rules), until=lambda s: s.final)
    s = edit_board(s, investments=(card,))
    return at_metals(s, 0, **pool)


def test_card_18_gains_nothing_in_the_final_turn():
    """"Aucune ressource n'est prise pendant ce dernier tour" (rules note)."""
    s = _final_turn(18, copper=2, silver=2)
    supply = s.players[0].supply
    s = step(s, "invest:18", 0)
    assert top(s) == ("metals", 0) and s.players[0].supply == supply
    assert last_log(s) == ("gw.void.final_round", {"seat": 0, "card": 18})
    assert s.players[0].vp["investments"] == 7 + 4  # the card and its bonus tile count


def test_v1_card_18_offers_only_skip_in_the_final_turn():
    s = step(_final_turn(18, rules=1, copper=2, silver=2), "invest:18", 0)
    supply = s.players[0].supply
    assert top(s) == ("gain", 0) and keys(s) == {"skip"}
    refused(s, 0, "gain:gold:3")
    s = play(s, "skip", "skip")
    assert top(s) == ("metals", 0) and s.players[0].supply == supply
    assert s.players[0].vp["investments"] == 7 + 4


def test_card_2_extra_marker_only_on_a_space_held_by_another_player():
    s = _buy(2, markers={0: (1,), 1: (0,), 3: (2, 1), 4: (2,)})
    assert keys(s) == {"extraboomtown:0", "extraboomtown:4", "skip"}
    refused(s, 0, "extraboomtown:1")  # own space
    refused(s, 0, "extraboomtown:3")  # already two markers
    refused(s, 0, "extraboomtown:2")  # empty
    s = step(s, "extraboomtown:0", 0)
    assert s.markers[0] == (1, 0)


def test_card_2_both_markers_score_the_office_for_their_owners():
    s = step(_buy(2, markers={0: (1,)}), "extraboomtown:0", 0)
    # saloon: 2 VP per investment card; seat 0 has card 2, seat 1 none
    s = edit(s, 1, cards=(5, 7))
    sc = G.scores(s)
    assert sc[0]["boomtown"] == 2 and sc[1]["boomtown"] == 4


def test_card_2_on_the_4vp_tile_scores_4_again():
    s = step(_buy(2, markers={4: (1,)}), "extraboomtown:4", 0)
    assert s.players[0].vp["boomtown"] == 4
    assert s.markers[4] == (1, 0)


# -- supply --------------------------------------------------------------------------------
def test_card_18_two_resources_of_any_kind_into_any_sections_without_points():
    s = _buy(18)
    assert top(s) == ("gain", 0)
    assert keys(s) == {f"gain:{r}:{i}" for r in ("wood", "stone", "copper", "silver", "gold")
                       for i in range(4)} | {"skip"}
    supply = s.players[0].supply
    s = play(s, "gain:gold:3", "gain:wood:0")
    p = s.players[0]
    assert p.supply == (tuple(sorted((*supply[0], "wood"))), supply[1], supply[2],
                        (*supply[3], "gold"))
    assert p.vp["supply"] == 0
    assert top(s) == ("metals", 0)
    assert p.pool == dict.fromkeys(p.pool, 0)  # not usable this turn


def test_card_18_the_second_resource_may_be_refused():
    s = play(_buy(18), "gain:silver:2", "skip")
    assert s.players[0].supply[2] == ("silver",)
    assert top(s) == ("metals", 0)


# -- upgrade -------------------------------------------------------------------------------
def test_card_17_upgrades_one_of_the_players_camps():
    s = new_game(3, 3)
    spots = sorted(s.face_up)
    s = edit_board(s, investments=(17,), buildings={spots[0]: (0, "camp"),
                                                    spots[1]: (1, "camp"),
                                                    spots[2]: (0, "settlement")})
    s = step(at_metals(s, 0, copper=1, silver=3), "invest:17", 0)
    assert keys(s) == {f"upgrade:{hexkey(spots[0])}", "skip"}
    refused(s, 0, f"upgrade:{hexkey(spots[1])}")
    terrain = s.terrain[spots[0]]
    before = s.influence(0)[terrain]
    s = step(s, f"upgrade:{hexkey(spots[0])}", 0)
    assert s.buildings[spots[0]] == (0, "settlement")
    assert s.influence(0)[terrain] == before + 1
    assert s.players[0].camps_left == 12  # no camp piece is used


def test_card_17_with_no_camp_on_the_map_does_nothing():
    s = _buy(17)
    assert top(s) == ("metals", 0)
    assert last_log(s) == ("gw.void.no_camp", {"seat": 0, "card": 17})


def test_v1_card_17_with_no_camp_on_the_map_offers_only_skip():
    assert keys(_buy(17, rules=1)) == {"skip"}


def test_card_17_does_nothing_in_the_final_turn():
    """"Aucune action construction n'est réalisée [...] pendant ce dernier tour": from rules
    version 2 the upgrade is a construction, so card 17 only scores then (rules note)."""
    s = _final_turn(17, copper=1, silver=3)
    camp = next(h for h, b in sorted(s.buildings.items()) if b == (0, "camp"))
    s = step(s, "invest:17", 0)
    assert top(s) == ("metals", 0) and s.buildings[camp] == (0, "camp")
    assert last_log(s) == ("gw.void.final_round", {"seat": 0, "card": 17})
    assert s.players[0].vp["investments"] == 7 + 4
    refused(s, 0, f"upgrade:{hexkey(camp)}")


def test_v1_card_17_works_in_the_final_turn():
    """Rules version 1: the final turn skips the Build step, and an upgrade was no build."""
    s = _final_turn(17, rules=1, copper=1, silver=3)
    camp = next(h for h, b in sorted(s.buildings.items()) if b == (0, "camp"))
    s = step(s, "invest:17", 0)
    assert f"upgrade:{hexkey(camp)}" in keys(s)
    s = step(s, f"upgrade:{hexkey(camp)}", 0)
    assert s.buildings[camp] == (0, "settlement")


# -- peek ----------------------------------------------------------------------------------
def test_card_3_looks_at_two_face_down_tokens_privately():
    s = _buy(3)
    hidden = face_down(s)
    assert keys(s) == {f"peek:{hexkey(h)}" for h in hidden} | {"skip"}
    refused(s, 0, f"peek:{hexkey(sorted(s.face_up)[0])}")  # already face up
    a, b = hidden[0], hidden[5]
    s = step(s, f"peek:{hexkey(a)}", 0)
    assert G.undoable(s, 0) == 0  # something hidden was seen: no undo
    assert f"peek:{hexkey(a)}" not in keys(s)
    s = step(s, f"peek:{hexkey(b)}", 0)
    assert s.players[0].peeked == {a: s.tokens[a], b: s.tokens[b]}
    assert top(s) == ("metals", 0)
    assert a not in s.face_up  # the tokens go back face down

    def shown(seat):
        return {c["hex"]: c["token"] for c in G.view(s, seat)["map"]}

    assert shown(0)[hexkey(a)] == list(s.tokens[a])
    assert shown(0)[hexkey(b)] == list(s.tokens[b])
    for other in (1, 2):
        assert shown(other)[hexkey(a)] is None and shown(other)[hexkey(b)] is None
        assert G.view(s, other)["seats"][0]["peeked"] is None
    assert G.view(s, 0)["seats"][0]["peeked"] == [[hexkey(h), list(s.tokens[h])]
                                                  for h in sorted((a, b))]


def test_card_3_the_log_says_which_hex_but_not_what_was_seen():
    s = _buy(3)
    h = face_down(s)[0]
    s = step(s, f"peek:{hexkey(h)}", 0)
    entry = [e for e in G.view(s, 1)["log"] if e["id"] == "gw.peek"]
    assert entry == [{"id": "gw.peek", "params": {"seat": 0, "hex": hexkey(h)}}]


@pytest.mark.parametrize("rules", [1, 2])
def test_every_ability_may_be_skipped(rules):
    camp = sorted(new_game(3, 3).face_up)[0]
    for card in (2, 3, 4, 13, 17, 18, 19):
        s = _buy(card, rules=rules, markers={0: (1,)}, buildings={camp: (0, "camp")})
        assert top(s)[0] != "metals", card
        while top(s)[0] != "metals":
            assert "skip" in keys(s)
            s = step(s, "skip", 0)
        assert s.players[0].cards == (card,)


def test_abilities_are_resolved_before_metals_resume_and_the_turn_goes_on():
    s = _buy(19, wood=1)
    refused(s, 0, f"build:camp:{hexkey(sorted(s.face_up)[0])}")
    s = play(s, "skip", f"build:camp:{hexkey(sorted(s.face_up)[0])}")
    assert top(s)[0] == "section"


def test_the_offer_is_not_refilled():
    s = edit_board(new_game(3, 3), investments=CARDS)
    s = step(at_metals(s, 0, **INVESTMENTS[CARDS[0]].cost), f"invest:{CARDS[0]}", 0)
    assert s.investments == CARDS[1:]


def test_card_3_a_token_another_seat_looked_at_may_be_looked_at_again():
    s = _buy(3)
    h = face_down(s)[0]
    s = play(s, f"peek:{hexkey(h)}", "skip")
    s = edit_board(s, investments=(3,))
    s = step(at_metals(s, 1, silver=2, gold=2), "invest:3", 1)
    assert f"peek:{hexkey(h)}" in keys(s)
    s = step(s, f"peek:{hexkey(h)}", 1)
    assert s.players[1].peeked == {h: s.tokens[h]}


# -- told before: the board's notes (rules version 2) ----------------------------------------
def _notes(s):
    v = G.view(s, 1)  # the notes are public: any seat's view carries them
    return ({c["id"]: c["void"] for c in v["investments"]},
            {b["space"]: b["unused_cards"] for b in v["boomtown"]})


def test_before_a_paid_marker_the_board_is_told_which_free_markers_it_would_leave_unused():
    s = edit_board(new_game(3, 3), offices=LAYOUT, investments=(13, 2, 0),
                   markers={1: (1,)})
    s = at_metals(s, 0, copper=3, gold=3)  # card 13 costs 2 copper and 2 gold
    void, unused = _notes(s)
    assert void == {13: None, 2: None, 0: None}
    # space 0 (copper, gold) and 8 (gold, copper) leave 2 copper and 2 gold: card 13 after;
    # space 2 (gold, gold) and 6 (copper, copper) do not; space 1 is taken, 3 needs silver
    assert unused == {0: [13], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [], 8: [13]}
    s = step(s, "boomtown:8", 0)
    void, unused = _notes(s)
    assert void[13] == "one_marker" and unused == {i: [] for i in range(9)}


def test_no_note_once_invested_or_when_the_card_has_nowhere_to_put_its_marker():
    s = edit_board(new_game(3, 3), offices=LAYOUT, investments=(2, 0),
                   markers={1: (0,)})  # card 2: no space holds another player's marker
    s = at_metals(s, 0, copper=6, silver=4)
    void, unused = _notes(s)
    assert void[2] == "no_space" and all(not cards for cards in unused.values())
    s = edit_board(s, markers={1: (2,)})
    assert _notes(s)[1][6] == [2]
    invested = step(s, "invest:0", 0)
    assert _notes(invested) == ({2: None}, {i: [] for i in range(9)})


@pytest.mark.parametrize(("rules", "void17"), [(2, "final_round"), (1, None)])
def test_in_the_final_turn_the_board_is_told_which_cards_do_nothing(rules, void17):
    s = _final_turn(17, rules=rules, copper=3, silver=5, gold=2)
    s = edit_board(s, investments=(17, 18, 13))
    void, _ = _notes(s)
    assert void == {17: void17, 18: "final_round", 13: None}


def test_rules_version_2_says_what_changed():
    assert G.rules_version == 2 and G.rules_changes == {2: "gw.rules.v2"}
    assert new_game().rules == 2 and new_game(rules=1).rules == 1


@pytest.mark.parametrize("lang", LANGS)
def test_every_note_a_board_may_show_has_its_words(lang):
    tr = Translator(lang, strict=True)
    for reason in VOID_REASONS:
        assert tr(f"gw.note.void.{reason}")
        assert tr(f"gw.void.{reason}", seat="Ann", card="13")
    assert "13" in tr("gw.note.one_marker", cards="13")
