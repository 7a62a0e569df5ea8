// Westbound: the board in presentation mode (ui/present.py) on a laptop or a projector.
//
// The board fills the screen under the band, at every text size: it is given the height
// left under the band, so larger text never makes it smaller. What the text size changes
// is the board's own text and markers: at "large" and "larger" no word or number on the
// board is smaller than FLOORS says (18 and 24 px on a 1920 px projector, whose rem is 19
// px times the text size). Each board's presentation layout (assets/present.css) is made
// for its text to fit at those sizes; what the board's own style draws smaller (a card's
// small print, a hex's name, a seat's letter, an icon's count) is raised here, because
// only the page knows how large a picture is drawn: a word in an HTML part gets a larger
// font; a hex's name or count on a map gets a larger font in the map's units; a picture
// with words inside it (a seat's marker, a metal) is drawn larger as a whole.
// At normal text nothing is raised, and a board too tall for the screen is zoomed to fit.
(function () {
  "use strict";

  // the smallest text on the board, in rem, at each text size (none at normal)
  var FLOORS = { large: 0.77, larger: 0.83 };
  var ZOOMS = [1, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55, 0.5, 0.45, 0.4, 0.36];
  // a picture this many times as wide as the floor is large: its words get larger fonts
  var PICTURE = 6;

  function textOf(el) {
    for (var n = el.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3 && n.nodeValue.trim()) return true;
    }
    return false;
  }

  // Whether an icon says a count: a number beside it (in its parent's words, or drawn by
  // CSS from data-fig), or copies of it side by side, one per good (a harvest's goods, the
  // resources in a section of a supply track), or alone with no words beside it, at most a
  // sign (one good: a section's one stone, a harvest's "+" one good, a cost of one copper,
  // a slot for one worker). Not the supply tray's (one of each thing the supply gives,
  // drawn small at the board's edge). e2e/test_presentation.py asks the same.
  function counted(svg) {
    var parent = svg.parentElement, use = svg.querySelector("use");
    var href = use && use.getAttribute("href"), words = false;
    if (!parent || parent.hasAttribute(window.westboundHooks.SUPPLY)) return false;
    for (var n = parent.firstChild; n; n = n.nextSibling) {
      if (n === svg) continue;
      if (n.nodeType === 3 && /\d/.test(n.nodeValue)) return true;
      if (n.nodeType === 3 && /[^\s+\u2212\u00d7\/\u2192-]/.test(n.nodeValue)) words = true;
      if (n.nodeType !== 1) continue;
      var other = n.localName === "svg" && n.querySelector("use");
      if (href && other && other.getAttribute("href") === href) return true;
      if (n.localName === "svg") continue;
      var said = n.textContent + (n.getAttribute(window.westboundHooks.FIG) || "");
      if (/\d/.test(said)) return true;
      if (/[^\s+\u2212\u00d7\/\u2192-]/.test(said)) words = true;
    }
    return !words;
  }

  // the smallest words of the symbol a <use> copies, and the symbol's width (null: none);
  // measured presenting (fit runs only then), so only the text size can change them
  var symbols = new Map(), symbolsAt = null;
  function symbolWords(use) {
    var href = use && use.getAttribute("href");
    if (!href) return null;
    if (!symbols.has(href)) {
      var symbol = document.getElementById(href.slice(1)), found = null;
      var box = symbol && symbol.viewBox && symbol.viewBox.baseVal;
      if (box && box.width) {
        symbol.querySelectorAll("text").forEach(function (t) {
          var size = parseFloat(getComputedStyle(t).fontSize);
          if (size && (!found || size < found.size)) found = { size: size, width: box.width };
        });
      }
      symbols.set(href, found);
    }
    return symbols.get(href);
  }

  // The size on screen of a copy's smallest words for each pixel of its size on screen:
  // the symbol's words over the width its drawing takes in the symbol's units, across and
  // down, the same for every copy of it (measured once, on the first copy shown). The
  // smaller of the two is taken (as e2e/test_presentation.py measures): a copy drawn
  // squeezed one way shows its words no larger than that way allows.
  function share(use, words) {
    if (words.share === undefined) {
      var svg = use.ownerSVGElement, box = use.getBBox();
      var wide = use.hasAttribute("width") ? use.width.baseVal.value : svg.viewBox.baseVal.width;
      if (!box.width || !box.height || !wide) return null;
      var k = words.size * wide / words.width;
      words.share = { across: k / box.width, down: k / box.height };
    }
    return words.share;
  }

  // Every text of the board below `least` px on screen made `least` px, the board being
  // zoomed by `zoom`: read everything first (one style and layout pass), then write.
  function raise(board, least, zoom, icons) {
    var fonts = [], pictures = new Map(), maps = "." + window.westboundHooks.MAPS;
    var all = board.querySelectorAll("*");
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      if (!textOf(el) || !el.getClientRects().length) continue;
      var size = parseFloat(getComputedStyle(el).fontSize);
      if (!(el instanceof SVGElement)) {
        if (size * zoom < least - 0.05) fonts.push([el, (least / zoom).toFixed(2) + "px"]);
        continue;
      }
      // an SVG text: its size on screen, through the picture's scale and its own transform
      var svg = el.ownerSVGElement, drawn = el.closest("text") || el;
      var box = drawn.getBBox(), shown = drawn.getBoundingClientRect();
      if (!svg || !box.height || !shown.height) continue;
      var px = size * shown.height / box.height;
      if (px >= least - 0.05) continue;
      // a map or a large picture: a larger font; a small picture (a seat's marker, a
      // metal): the picture larger as a whole, so its words stay inside their shape
      if (svg.getBoundingClientRect().width >= PICTURE * least) {
        fonts.push([el, (size * least / px).toFixed(2) + "px"]);
      } else {
        pictures.set(svg, Math.max(pictures.get(svg) || 1, least / px));
      }
    }
    // a copy of a symbol with words in it (a metal and its letters, a worker and its
    // letter): the words are in the symbol, drawn at the copy's scale; the picture holding
    // it is drawn larger as a whole (a wheel too: its workers would not fit their places
    // drawn larger in them). Not a map's: its copies fill their hexes, at the map's scale
    board.querySelectorAll("use").forEach(function (use) {
      var words = symbolWords(use), svg = use.ownerSVGElement;
      if (!words || !svg || use.closest(maps) || !use.getClientRects().length) return;
      var k = share(use, words), shown = use.getBoundingClientRect();
      var px = k && Math.min(k.across * shown.width, k.down * shown.height);
      if (px && px < least - 0.05) pictures.set(svg, Math.max(pictures.get(svg) || 1, least / px));
    });
    // an icon that counts (a good, a resource, a coin beside its number; goods in a row,
    // one per good): its picture as wide and as tall as the floor (not a map's: its hexes
    // size them)
    board.querySelectorAll("svg." + window.westboundHooks.ICON).forEach(function (svg) {
      if (!icons || svg.closest(maps) || !counted(svg) || !svg.getClientRects().length) return;
      var r = svg.getBoundingClientRect(), px = Math.min(r.width, r.height);
      if (px && px < least - 0.05) pictures.set(svg, Math.max(pictures.get(svg) || 1, least / px));
    });
    fonts.forEach(function (f) { f[0].style.fontSize = f[1]; });
    pictures.forEach(function (k, svg) { svg.style.zoom = k.toFixed(3); });
    return fonts.concat(Array.from(pictures.keys(), function (svg) { return [svg]; }));
  }

  function lower(raised) {
    raised.forEach(function (f) { f[0].style.fontSize = f[0].style.zoom = ""; });
  }

  // The band held at `height` (while computer players play; the move to come two lines high
  // at least and the last move's line kept, assets/present.css) taller than its lines: the
  // room left split above and under the move to come (or playing), not left as an empty
  // strip under the band's lines (a move of one line after one of three). Its words keep
  // their size: one size while it waits for Next and while it plays
  function fill(band, height) {
    var text = band.querySelector("." + window.westboundHooks.PENDING + " > p");
    if (!text) return;  // none to space out: the held height as it is
    text.style.minHeight = "0";
    var gap = height - band.offsetHeight;
    if (gap > 1) text.style.paddingTop = text.style.paddingBottom = Math.floor(gap / 2) + "px";
  }

  // the zoom found last time for the same window and text size: tried first; and how far
  // below its area's top the board stood then, at zoom 1 (its margin)
  var last = { key: null, at: 0, offset: 0 };

  // Lays the board out to fill the room under the band, at the largest zoom of ZOOMS with
  // which it fits (raised text stays at its floor on screen: a smaller zoom makes the rest
  // of the board smaller, down to the floor).
  // `quick` (a move about to play its motion: the room waits for each layout of the whole
  // board, tens of ms each): the board keeps the zoom it was last fitted at when it still
  // fits there (render.js kept its zoom and room through the morph, so that this usually
  // lays it out once); a larger zoom is tried later, by a fit that is not quick.
  function fit(board, quick) {
    var root = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    var size = document.documentElement.getAttribute(window.westboundHooks.TEXT_SIZE);
    var least = (FLOORS[size] || 0) * root;
    if (symbolsAt !== size) symbols.clear();
    symbolsAt = size;
    var key = [board.className, window.innerWidth, window.innerHeight, size].join(" ");
    var area = board.parentElement, top, offset;
    // while computer players play, the band keeps the largest height it took since (the
    // move to come at the teacher's pace a line longer or shorter than the one before):
    // each change of its height fitted the board anew, and the map and the boards jumped
    // once a move. A person's turn gives it its own height again (offsetHeight: in its
    // own, unzoomed pixels)
    var H = window.westboundHooks, computer = false;
    var band = area.parentElement.querySelector(":scope > ." + H.BAND);
    if (band) {
      band.style.minHeight = "";
      var said = band.querySelector("." + H.PENDING + " > p");
      if (said) said.style.minHeight = said.style.padding = "";
      computer = !!band.querySelector("[" + H.COMPUTER_TURN + "]");
      if (computer) {
        var held = Math.max(band.offsetHeight, last.key === key ? last.band : 0);
        fill(band, held);
        band.style.minHeight = held + "px";
      }
    }
    quick = quick && last.key === key;
    if (quick) {
      // the area's top does not depend on the board's zoom: the board laid out once
      top = area.getBoundingClientRect().top + last.offset;
      offset = last.offset;
    } else {
      board.style.zoom = "";
      top = board.getBoundingClientRect().top;
      offset = top - area.getBoundingClientRect().top;
    }
    var room = window.innerHeight - (top + window.scrollY) - 8;
    var raised = [], now = -1, icons = true, map = board.querySelector("." + window.westboundHooks.MAPS + " > div");
    function fits(at) {
      var zoom = ZOOMS[at];
      now = at;
      lower(raised);
      board.style.zoom = zoom >= 1 ? "" : String(zoom);
      board.style.minHeight = Math.floor(room / zoom) + "px";
      // the room's height in the board's own pixels (a map's height is a share of it)
      board.style.setProperty("--room-h", Math.floor(room / zoom) + "px");
      board.style.setProperty("--z", String(zoom));  // a floor in CSS divides by it
      // a map's width over its height: its column in a presentation layout is as wide as
      // the map drawn at its share of the room's height
      if (map) board.style.setProperty("--map-aspect", map.style.getPropertyValue("--aspect"));
      raised = least ? raise(board, least, zoom, icons) : [];
      return board.getBoundingClientRect().height <= room + 1;
    }
    var at = last.key === key ? last.at : 0, ok = fits(at);
    if (ok) {
      while (!quick && at > 0 && fits(at - 1)) at--;
    } else {
      while (!ok && at < ZOOMS.length - 1) ok = fits(++at);
    }
    // too tall at every zoom with its icons at the floor (no layout of assets/present.css
    // is, at 1920 x 1080; a smaller screen may be): its icons as the board draws them, its
    // words at the floor
    if (!ok && least) {
      icons = false;
      at = 0;
      while (!(ok = fits(at)) && at < ZOOMS.length - 1) at++;
    }
    if (now !== at) fits(at);
    // too tall at every zoom: at the smallest, the page scrolls
    if (!ok) board.style.minHeight = "";
    last = { key: key, at: at, offset: offset, band: computer ? band.offsetHeight : 0 };
    return true;
  }

  // what fit() sets on the board, kept by render.js through a morph (Python draws none)
  var KEPT = ["zoom", "min-height", "--room-h", "--z", "--map-aspect"];

  window.westboundPresent = { fit: fit, kept: KEPT };
})();
