"""Languages in the real page: the log re-renders on a switch, the choice is remembered,
and the first visit follows the browser's language."""
from __future__ import annotations

from playing import go_home, log_texts, new_game, play, set_pace, settle


def test_switching_language_re_renders_the_log_and_is_remembered(app_page, wait_ready):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Lou", "person"), ("", "bot:easy")], seed=4)
    play(page, moves=6)
    english = log_texts(page)
    assert any("auction" in line for line in english)

    page.select_option('[data-cmd="lang"]', "fr")
    french = log_texts(page)
    assert len(french) == len(english) and french != english
    assert any("enchère" in line for line in french)
    assert page.locator("html").get_attribute("lang") == "fr"

    page.reload()
    wait_ready(page)
    assert settle(page) == "move"
    assert log_texts(page) == french

    page.select_option('[data-cmd="lang"]', "es")
    assert any("subasta" in line for line in log_texts(page))
    page.select_option('[data-cmd="lang"]', "en")
    assert log_texts(page) == english


def test_the_first_visit_follows_the_browser_language(new_context, open_app):
    page = new_context(locale="es-ES").new_page()
    open_app(page)
    assert page.locator(".screen-home h2").first.inner_text() == "Juegos"
    assert page.locator("html").get_attribute("lang") == "es"
