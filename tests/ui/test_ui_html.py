"""The HTML builder escapes every text and attribute."""
from ui.html import Markup, el, esc, join


def test_text_and_attributes_are_escaped():
    html = el("button", {"data-arg": '"><script>', "title": "a & b"}, "<img src=x onerror=1>")
    assert "<script>" not in html and "<img" not in html
    assert 'data-arg="&quot;&gt;&lt;script&gt;"' in html and "a &amp; b" in html


def test_markup_is_not_escaped_twice_and_none_is_skipped():
    inner = el("b", None, "x<y")
    assert el("p", None, inner, None, [1, " ", esc("&")]) == "<p><b>x&lt;y</b>1 &amp;</p>"
    assert isinstance(join(["a", inner]), Markup)


def test_boolean_attributes():
    assert el("input", {"checked": True, "disabled": False}) == "<input checked>"
    assert el("option", {"selected": None, "value": 2}, "2") == '<option value="2">2</option>'
