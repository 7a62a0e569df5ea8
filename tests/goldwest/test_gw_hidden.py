"""Hidden information: face-down mining tokens, and the tokens a seat looked at with
investment card 3, never show in a view that may not see them."""
import json

from .helpers import G, at_metals, edit_board, face_down, hexkey, new_game, play, step


def _swap(s, a, b):
    """A copy of `s` in which the tokens on hexes `a` and `b` trade places."""
    return edit_board(s, tokens={a: s.tokens[b], b: s.tokens[a]})


def _different_pair(s, hexes):
    for i, a in enumerate(hexes):
        for b in hexes[i + 1:]:
            if s.tokens[a] != s.tokens[b]:
                return a, b
    raise AssertionError("all tokens alike")


def _view(s, seat):
    return json.dumps(G.view(s, seat), sort_keys=True)


def test_no_view_depends_on_what_lies_face_down():
    s = new_game(4, 3)
    a, b = _different_pair(s, face_down(s))
    swapped = _swap(s, a, b)
    for seat in (0, 1, 2, 3, None):
        assert _view(s, seat) == _view(swapped, seat)


def test_face_up_tokens_show_in_every_view():
    s = new_game(3, 3)
    h = sorted(s.face_up)[0]
    for seat in (0, 1, 2, None):
        cell = next(c for c in G.view(s, seat)["map"] if c["hex"] == hexkey(h))
        assert cell["token"] == list(s.tokens[h]) and cell["face_up"]


def _peeked_game():
    s = edit_board(new_game(3, 3), investments=(3,))
    s = step(at_metals(s, 0, silver=2, gold=2), "invest:3", 0)
    hidden = face_down(s)
    a, b = _different_pair(s, hidden)
    other = next(h for h in hidden if h not in (a, b) and s.tokens[h] != s.tokens[a])
    s = play(s, f"peek:{hexkey(a)}", "skip")
    return s, a, other


def test_a_looked_at_token_stays_hidden_from_the_other_seats():
    s, a, other = _peeked_game()
    swapped = _swap(s, a, other)
    for seat in (1, 2):
        assert _view(s, seat) == _view(swapped, seat)
    assert _view(s, 0) != _view(swapped, 0)  # the seat that looked does see it


def test_the_open_view_shows_looked_at_tokens_but_no_other_face_down_token():
    s, a, other = _peeked_game()
    cells = {c["hex"]: c["token"] for c in G.view(s, None)["map"]}
    assert cells[hexkey(a)] == list(s.tokens[a])
    assert cells[hexkey(other)] is None
    shown = {h for h, t in cells.items() if t is not None}
    assert shown == {hexkey(h) for h in s.face_up | {a}}


def test_a_seat_learns_nothing_from_another_seats_peek_list():
    s, a, _ = _peeked_game()
    for seat in (1, 2):
        view = G.view(s, seat)
        assert view["seats"][0]["peeked"] is None
        assert view["seats"][seat]["peeked"] == []
    assert G.view(s, 0)["seats"][0]["peeked"] == [[hexkey(a), list(s.tokens[a])]]


def test_the_view_is_plain_json():
    s, _, _ = _peeked_game()
    for seat in (0, 1, None):
        assert json.loads(_view(s, seat)) == json.loads(json.dumps(G.view(s, seat)))
