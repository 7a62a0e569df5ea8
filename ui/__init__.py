"""Westbound's page: screens, saves and translations over the engine contract.

Everything here except `ui.dom` is plain Python, so the screens, the save store and the
translations are tested on CPython; `ui.dom` is the only module that touches the browser.
"""
