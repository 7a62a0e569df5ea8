"""A game shared by link: the game in the URL's fragment opens at its position in replay,
plays on as a new saved game, and a damaged or too long link is refused with a message."""
import base64
import json
import zlib

import pytest

from ui import share
from ui.store import MemoryStorage, SaveStore

from .fakes import click_first, make_app, start_game

SEATS = ["person", "bot:easy", "bot:easy"]


def _played(moves=25):
    storage = MemoryStorage()
    app, dom = make_app(storage)
    start_game(app, dom, SEATS, seed=8, names=["Tess", "<b>Bot</b> B", "Bot C"])
    while app.session.moves() < moves:
        click_first(app, dom)
    return app, dom, storage


def test_a_shared_link_opens_the_game_at_its_position_in_replay_and_saves_nothing():
    app, dom, _ = _played()
    s = app.session
    app.on_cmd("replay", "prev")
    app.on_cmd("replay", "prev")
    at = app.replay_pos
    app.on_cmd("share")
    link = app.share_link
    assert link.startswith("http://127.0.0.1/westbound/#game=")
    assert 'id="share-link"' in dom.html and f"at move {at}" in dom.html
    app.on_cmd("copy-link")
    assert dom.copied == [link]

    other = MemoryStorage()
    app2, dom2 = make_app(other)
    dom2.hash = "#" + link.split("#", 1)[1]
    app2.boot()
    assert app2.shared and app2.replay_pos == at and app2.screen == "game"
    assert app2.session.game.save(app2.session.state)["actions"] == s.game.save(s.state)[
        "actions"]
    assert "&lt;b&gt;Bot&lt;/b&gt; B" in dom2.html and "<b>Bot</b>" not in dom2.html
    assert 'data-cmd="continue"' in dom2.html and 'data-cmd="now"' not in dom2.html
    assert SaveStore(other).list() == []  # a link is saved only once played on
    app2.on_cmd("replay", "last")
    assert app2.replay_pos == s.moves()  # a link's game stays in replay to its end


def test_playing_on_from_a_shared_position_makes_a_new_saved_game():
    app, _dom, _ = _played()
    app.on_cmd("goto", "10")
    app.on_cmd("share")
    other = MemoryStorage()
    app2, dom2 = make_app(other)
    app2.on_link("#" + app.share_link.split("#", 1)[1])
    app2.on_cmd("continue")
    dom2.drain()
    assert not app2.shared and dom2.hash == ""
    saved = SaveStore(other).list()
    assert len(saved) == 1
    actions = saved[0]["record"]["engine"]["actions"]
    assert len(actions) >= 10  # the bots played on from move 10
    assert actions[:10] == app.session.game.save(app.session.state)["actions"][:10]


def _fragment(payload) -> str:
    return _packed(json.dumps(payload))


def _packed(text: str) -> str:
    return "#game=" + base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode()


#: a link holding JSON objects nested 5,000 deep: 81 characters that once exhausted the
#: stack (in the browser: RangeError, and a page that never started)
DEEP = _packed('{"":' * 5000 + "0" + "}" * 5000)


@pytest.mark.parametrize(("fragment", "message"), [
    ("cut", "damaged"),
    ("garbled", "damaged"),
    ("#game=%%%%", "damaged"),
    ("#game=" + "A" * (share.MAX_OPEN + 1), "too long"),
    (_fragment({"hello": 1, "at": 0}), "does not hold a Westbound game"),
    (_fragment([1, 2]), "does not hold a Westbound game"),
    ("illegal", "cannot be replayed"),
    (DEEP, "damaged"),
    (_packed('{"at":0,"engine":' + "{" * 5000), "damaged"),
    (_packed(" " * (share.MAX_CHARS + 1)), "too long"),
])
def test_a_damaged_or_doctored_link_is_refused_with_a_message_and_nothing_changes(
        fragment, message):
    app, _dom, storage = _played(moves=6)
    app.on_cmd("share")
    good = app.share_link.split("#", 1)[1]
    if fragment == "cut":
        fragment = "#" + good[: len(good) // 2]
    elif fragment == "garbled":
        fragment = "#" + good[:20] + ("B" if good[20] != "B" else "C") + good[21:]
    elif fragment == "illegal":
        data = json.loads(zlib.decompress(base64.urlsafe_b64decode(
            good[len("game="):] + "=" * (-len(good[len("game="):]) % 4))))
        data["engine"]["actions"][3][1] = "fly:to:the:moon"
        fragment = _fragment(data)
    before = dict(storage.data)
    app2, dom2 = make_app(storage)
    dom2.hash = fragment
    app2.boot()
    assert message in dom2.html and 'role="alert"' in dom2.html
    assert not app2.shared and app2.screen in ("home", "game")
    assert storage.data == before  # nothing stored was touched
    assert dom2.hash == ""  # a reload starts clean


def test_a_deep_link_is_refused_before_it_is_parsed(monkeypatch):
    def no_parse(*_args):
        raise AssertionError("json.loads reached")

    assert len(DEEP) <= 82  # with its '#'
    monkeypatch.setattr(json, "loads", no_parse)
    with pytest.raises(share.BadLink):
        share.decode(DEEP)


def test_a_link_leaves_the_address_before_it_is_decoded_and_a_good_one_comes_back(
        monkeypatch):
    app, _dom, _ = _played(moves=6)
    app.on_cmd("share")
    good = "#" + app.share_link.split("#", 1)[1]
    app2, dom2 = make_app(MemoryStorage())
    seen = []
    decode = share.decode

    def watched(fragment):
        seen.append(dom2.hash)
        return decode(fragment)

    monkeypatch.setattr(share, "decode", watched)
    for fragment in (DEEP, good):
        dom2.hash = fragment
        app2.on_link(fragment)
    assert seen == ["", ""]
    assert app2.shared and dom2.hash == good  # an opened link stays: a reload reopens it


def test_a_game_too_long_for_a_link_says_so(monkeypatch):
    app, dom, _ = _played(moves=6)
    monkeypatch.setattr(share, "MAX_LINK", 40)
    app.on_cmd("share")
    assert app.share_link is None and "too long to share as a link" in dom.html
