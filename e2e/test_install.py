"""Installable: the site has a web app manifest and our own icons, so that a phone or a
tablet installs it to its home screen like an app; the installed app opens offline."""
from __future__ import annotations

import json
import struct
from urllib.parse import urljoin


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def test_the_site_installs_as_an_app_with_our_icons_and_opens_offline(
        profile, start_site, wait_ready, sw_in_control):
    server = start_site()
    context = profile(base_url=server.url)
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url)
    wait_ready(page)
    sw_in_control(page)
    cdp = context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"] == server.url + "assets/manifest.webmanifest"
    assert manifest["errors"] == []
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []

    app = manifest["manifest"]
    assert app["startUrl"] == server.url and app["scope"] == server.url
    assert app["display"] == "kStandalone" and app["name"] == "Westbound"
    icons = {(icon["url"], icon["sizes"]) for icon in app["icons"]}
    home = server.url + "assets/icons/"
    assert {(home + "westbound-192.png", "192x192"), (home + "westbound-512.png", "512x512"),
            (home + "westbound.svg", "0x0")} <= icons
    declared = json.loads(manifest["data"])["icons"]  # the purposes, as written
    assert {"any", "maskable"} <= {icon["purpose"] for icon in declared if icon["type"]
                                   == "image/png" and icon["sizes"] == "512x512"}
    touch = urljoin(server.url, page.locator('link[rel="apple-touch-icon"]').get_attribute("href"))
    for url, size in [*((u, s) for u, s in icons if u.endswith(".png")), (touch, "180x180")]:
        response = page.request.get(url)
        assert response.ok and response.headers["content-type"] == "image/png", url
        assert "{}x{}".format(*_png_size(response.body())) == size, url
    svg = page.request.get(home + "westbound.svg")
    assert svg.ok and svg.headers["content-type"] == "image/svg+xml"

    # The installed app opens at its start URL, from the service worker, with no network.
    server.stop()
    opened = context.new_page()
    opened.goto(app["startUrl"])
    wait_ready(opened)
    assert opened.locator(".screen-home").count() == 1
