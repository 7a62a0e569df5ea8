// Westbound: moves one can watch. After a move, what it changed travels on the board from
// where it was to where it goes, step by step: pieces (workers, markers) to their places,
// the recruitment wheel turning, goods and metals between holdings and the supply, camps and
// settlements landing on the map, coins paid, in the order the game's rules apply them.
//
// That order is the game's: the page's game grid says, in `H.STEPS`, the steps of the last
// move's kind, first to last (ui/motion_steps.py), each step one or more names separated by
// "|". A thing that moved belongs to the first step naming it: "pay" (what a player's
// holdings gave up), "gain" (what they received), "wheel" (the wheel turning), the kind of
// a piece ("piece", "land": a piece landing on a map), its drawing's class or symbol
// ("worker", "camp", "mark": a seat's marker), the token a holding holds ("coins"), or the
// family of the place it reaches (its key up to its first number: "hs-bid"). What no step
// names plays after the steps, by kind (`ORDER`).
//
// render.js calls `record(root, html)` before it morphs the page and `play(root, before, seconds)`
// after (seconds per step; 0 plays nothing). The morph itself is not touched: every moving
// thing is a token (a copy of the piece or of the holding's icon) flying over the page in a
// layer of its own, while the piece at its destination is shown only once its token lands.
// The Web Animations API does the rest, so nothing here blocks the page:
//  * a click, a tap or a key press anywhere finishes every animation at once (the click
//    still does what it does), and `done()` then answers true ("hurried"): the computer
//    players' loop plays on at once;
//  * with `prefers-reduced-motion: reduce` nothing moves (the highlight and the move's
//    sentence stay);
//  * N (outside a text field) presses the teacher's pace Next button when it is shown.
(function () {
  "use strict";
  var H = window.westboundHooks;

  var ID = "westbound-motion";
  // a piece on the board: a seat's marker, or a drawing the board marks as a piece (a
  // worker, a representative); the symbols printed on a card or a space never move, and a
  // holding's icons are counted, not pieces
  var PIECES = "." + H.BOARD + " ." + H.MARK + ", ." + H.BOARD + " svg." + H.PIECE + ":has(> use)";
  var SEAT = new RegExp(H.SEAT + "(\\d+)");
  var MONEY = { "coins": 1, "silver": 1 };
  // a holding that went up or down by several sends one token per unit, up to this many
  var MOST_TOKENS = 5;
  var ORDER = ["piece", "wheel", "goods", "land", "money"];
  // how much longer a step takes when presenting to a room (0.5 s a step at the normal
  // pace: 0.75 s)
  var PRESENTING_PACE = 1.5;
  // how much larger a token is mid-flight than at its ends
  var GROW = 1.6;
  // a drawing's classes that say nothing of what it is
  var PLAIN = new RegExp("^(" + H.ICON + "|" + H.PIECE + "|" + H.FLYING + "|" + H.SEAT + "\\d+)$");
  var running = [];
  var waiting = [];
  var hurried = false;
  var layer = null;
  var reduce = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;

  function still() { return !!(reduce && reduce.matches); }

  function shown(el) {
    return !el.closest("[hidden], [" + H.NOW + "]") && el.getClientRects().length > 0;
  }

  function pieceId(el) {
    if (el.classList.contains(H.MARK)) {
      var seat = Array.prototype.filter.call(el.classList, function (c) {
        return c.indexOf(H.SEAT) === 0;
      });
      return H.MARK + " " + seat.join(" ");
    }
    var use = el.querySelector(":scope > use");
    var href = use.getAttribute("href") || "";
    return href + " " + (use.getAttribute("class") || "");
  }

  // a drawing inside a holding that is counted (its icon), not a piece of its own (a
  // holding marked H.PIECES draws each of its units as a piece)
  function counted(el) {
    var holding = el.closest("[" + H.COUNT + "]");
    return !!holding && !holding.hasAttribute(H.PIECES);
  }

  // what a holding holds: its data-token, else its key less "hold-<seat>-" or "...-supply-"
  function token(k) {
    return k.replace(/^hold-\d+-/, "").replace(/^.*-supply-/, "");
  }

  // `html`: the page about to be drawn; the places its things come from (H.FROM) are the
  // only ones whose box is read here
  function record(root, html) {
    var counts = new Map(), turned = new Map(), places = new Map();
    root.querySelectorAll("." + H.BOARD + " [" + H.COUNT + "][" + H.KEY + "]:not([" + H.PIECES + "])").forEach(function (el) {
      // a holding hidden while it holds none (a Gold West hand's metal) is counted too:
      // what it receives then comes from where it was given up
      var seen = shown(el);
      if (!seen && !el.hasAttribute("hidden")) return;
      var icon = seen ? el.querySelector("svg") : null;
      counts.set(el.getAttribute(H.KEY), {
        n: parseInt(el.getAttribute(H.COUNT), 10), rect: seen ? el.getBoundingClientRect() : null,
        iconRect: icon ? icon.getBoundingClientRect() : null,
        token: el.getAttribute(H.TOKEN) || token(el.getAttribute(H.KEY)),
        from: el.getAttribute(H.FROM)
      });
    });
    var pieces = piecesOf(root, true);
    root.querySelectorAll("." + H.BOARD + " [" + H.KEY + "][style*='rotate']").forEach(function (el) {
      turned.set(el.getAttribute(H.KEY), el.style.transform);
    });
    // every place a thing of the next page comes from (a building's card in the supply)
    var named = new RegExp(H.FROM + '="([^"]+)"', "g"), m;
    while ((m = named.exec(html || "")) !== null) {
      var k = m[1];
      if (places.has(k)) continue;
      var el = placeOf(root, k);
      var box = el ? boxOf(el) : foldedPlace(root, k);
      if (box) places.set(k, box);
    }
    // the things already brought (they do not come again)
    var brought = new Set();
    root.querySelectorAll("." + H.BOARD + " [" + H.FROM + "][" + H.KEY + "]").forEach(function (el) {
      brought.add(el.getAttribute(H.KEY));
    });
    var area = areaOf(root);
    return { counts: counts, pieces: pieces, turned: turned, places: places, brought: brought,
             scrollX: window.scrollX + (area ? area.scrollLeft : 0),
             scrollY: window.scrollY + (area ? area.scrollTop : 0) };
  }

  // the place keyed `k` as it is seen: on a narrow screen a map drawn turned shows the copy
  // of its places keyed with H.TURNED_KEY (its flat drawing hidden); null when neither is
  function placeOf(root, k) {
    var found = null;
    [k, k + H.TURNED_KEY].some(function (key) {
      var el = root.querySelector("." + H.BOARD + " [" + H.KEY + "=\"" + CSS.escape(key) + "\"]");
      found = el && shown(el) ? el : null;
      return !!found;
    });
    return found;
  }

  // the place keyed `k` folded on a phone: its closed line's box (`foldedAt`), or null
  function foldedPlace(root, k) {
    var el = root.querySelector("." + H.BOARD + " [" + H.KEY + "=\"" + CSS.escape(k) + "\"]");
    return el && !el.closest("[hidden]") ? foldedAt(el) : null;
  }

  // on a phone a part of the table folded into its line (ui/games/seat_fold.py: the line
  // stands right before the part, which is not shown while the line is closed): the box of
  // the closed line's name that folds `el`, what leaves the part leaving from there (a bot's
  // camp from its folded board to the landscape); null when `el` is in no closed line's part
  function foldedAt(el) {
    for (var n = el; n && n !== document.body; n = n.parentElement) {
      var line = n.previousElementSibling;
      if (line && line.classList.contains(H.FOLD)) {
        if (line.open || !shown(line)) return null;
        return boxOf(line.querySelector("summary ." + H.FOLD_WHO) || line);
      }
    }
    return null;
  }

  // an element's box, with what of it its boxes inside the board let be seen (`clip`: a
  // map scrolled sideways inside its own box, `.maps`, hides what lies beyond its sides)
  function boxOf(el) {
    var r = el.getBoundingClientRect();
    var clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (var p = el.parentElement; p && !p.classList.contains(H.BOARD_AREA) && p !== document.body;
         p = p.parentElement) {
      if (getComputedStyle(p).overflow === "visible") continue;
      clip = meet(clip, p.getBoundingClientRect());
    }
    return { left: r.left, top: r.top, width: r.width, height: r.height, clip: clip };
  }

  function meet(a, b) {
    return { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top),
             right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
  }

  // the board's area, which pans when the board is larger than the window (board-view.js)
  function areaOf(root) {
    var board = root.querySelector("." + H.BOARD);
    var area = board && board.parentElement;
    return area && area.classList.contains(H.BOARD_AREA) ? area : null;
  }

  // the boxes of `before` where they are now that the page has scrolled or the board's area
  // panned since (drawing the move brings the asked-for choice into view): each moved as far
  function scrolled(root, before) {
    var area = areaOf(root);
    var x = window.scrollX + (area ? area.scrollLeft : 0);
    var y = window.scrollY + (area ? area.scrollTop : 0);
    var dx = before.scrollX - x, dy = before.scrollY - y;
    if (!dx && !dy) return;
    function move(r) { return shift(r, dx, dy); }
    before.counts.forEach(function (c) { c.rect = move(c.rect); c.iconRect = move(c.iconRect); });
    before.pieces.forEach(function (p) { p.rect = move(p.rect); p.placeRect = move(p.placeRect); });
    before.places.forEach(function (r, k) { before.places.set(k, move(r)); });
    before.scrollX = x;
    before.scrollY = y;
  }

  // box `r` (and its clip) moved by dx, dy
  function shift(r, dx, dy) {
    if (!r) return r;
    var c = r.clip;
    return { left: r.left + dx, top: r.top + dy, width: r.width, height: r.height,
             clip: c && { left: c.left + dx, top: c.top + dy, right: c.right + dx,
                          bottom: c.bottom + dy } };
  }

  // a drawing that can fly on its own: an SVG's copy, or a marker drawn inside a map (a
  // group placed by its transform) in an SVG of its own
  function copyOf(el) {
    var copy;
    if (el.tagName.toLowerCase() === "g") {
      copy = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      copy.setAttribute("viewBox", "0 0 24 24");
      var g = el.cloneNode(true);
      g.removeAttribute("transform");
      copy.appendChild(g);
    } else {
      copy = el.cloneNode(true);
      copy.removeAttribute("style");
    }
    copy.removeAttribute("id");
    copy.setAttribute("aria-hidden", "true");
    copy.classList.add(H.FLYING);
    return copy;
  }

  function centre(rect) { return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }; }

  // the pieces on the board, each with its place and, when it is seen, its box (and, for
  // `record`, a copy to fly): one out of view (a part of the board not shown, Gold West's
  // map while its investments are) is known without a box, so that it does not come anew
  // when it shows again
  function piecesOf(root, copies) {
    var out = [];
    root.querySelectorAll(PIECES).forEach(function (el) {
      var place = el.parentElement && el.parentElement.closest("[" + H.KEY + "]");
      if (!place || counted(el)) return;
      var id = pieceId(el), seen = shown(el);
      // `record`'s piece in a folded part leaves from its line (`foldedAt`)
      var folded = !seen && copies ? foldedAt(el) : null;
      if (id) out.push({ id: id, place: place.getAttribute(H.KEY), el: el,
                         rect: seen ? boxOf(el) : folded,
                         placeRect: seen && copies ? place.getBoundingClientRect() : null,
                         drawn: drawnSeat(el),
                         copy: (seen || folded) && copies ? copyOf(el) : null });
    });
    return out;
  }

  function seenFirst(list) {
    return list.filter(function (p) { return p.rect; })
      .concat(list.filter(function (p) { return !p.rect; }));
  }

  // the flights of pieces: for each kind of piece, the places it left and the places it
  // reached, paired in order; a seat's piece reached from nowhere comes from its player's
  // own board (the same piece at the head of its card, keyed H.SEAT and its number: a Gold
  // West influence pawn put on a BoomTown office), else, in view nowhere, lands from above.
  // The pieces left in view and reached nowhere go in `taken` (`fromTaken`).
  function pieceFlights(root, before, taken) {
    var now = piecesOf(root, false);
    var out = [];
    var ids = new Set(now.concat(before.pieces).map(function (p) { return p.id; }));
    ids.forEach(function (id) {
      var was = before.pieces.filter(function (p) { return p.id === id; });
      var is = now.filter(function (p) { return p.id === id; });
      // a piece out of view (in a part of the board not shown) is known, not new: it
      // cancels its like; only those reached in view fly, from those left in view first
      var left = seenFirst(surplus(was, is));
      var reached = surplus(is, was).filter(function (p) { return p.rect; });
      var seat = SEAT.exec(id);
      var own = seat && before.pieces.find(function (p) {
        return p.id === id && p.place === H.SEAT + seat[1] && p.rect;
      });
      left.slice(reached.length).forEach(function (p) { if (p.rect) taken.push(p); });
      reached.forEach(function (to, i) {
        var from = left[i] && left[i].rect ? left[i] : null;
        if (from) from.rect = whereNow(root, from);
        var kind = to.el.tagName.toLowerCase() === "g" || /camp/.test(id) ? "land" : "piece";
        out.push({ kind: kind, from: from ? from.rect : null, to: to.rect, target: to.el,
                   copy: from ? from.copy : copyOf(to.el), seat: seat ? seat[1] : null,
                   own: from ? null : own,
                   href: id.split(" ")[0], names: pieceNames(kind, to) });
      });
    });
    return out;
  }

  // things brought onto the board from another place (H.FROM: a building from the supply
  // to a player's area, Montana's start tile from the supply to its region; a holding's H.FROM is its count's, `countFlights`), new with this move: a copy of each, as it is drawn where it
  // arrives, flies from that place
  function arrivals(root, before) {
    var out = [];
    root.querySelectorAll("." + H.BOARD + " [" + H.FROM + "][" + H.KEY + "]:not([" + H.COUNT + "])").forEach(function (el) {
      var k = el.getAttribute(H.KEY), from = before.places.get(el.getAttribute(H.FROM));
      if (before.brought.has(k) || !from || !shown(el)) return;
      var copy = el.cloneNode(true);
      [H.KEY, H.FROM, H.TIP, "tabindex", "id"].forEach(function (a) { copy.removeAttribute(a); });
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) {
        // a part of a map's drawing (Montana's start tile): in an SVG of its own, as large
        var box = el.getBBox();
        var svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
        svg.setAttribute("viewBox", [box.x, box.y, box.width, box.height].join(" "));
        svg.appendChild(copy);
        copy = svg;
      }
      copy.setAttribute("aria-hidden", "true");
      copy.classList.add(H.FLYING);
      out.push({ kind: "piece", from: from, to: el.getBoundingClientRect(), target: el,
                 copy: copy, names: ["piece", family(k)] });
    });
    return out;
  }

  // what a piece's flight is called by a game's steps: its kind, its drawing's classes and
  // symbol, and the family of the place it reaches
  function pieceNames(kind, p) {
    var names = [kind, family(p.place)];
    Array.prototype.forEach.call(p.el.classList, function (c) {
      if (!PLAIN.test(c)) names.push(c);
    });
    var use = p.el.querySelector(":scope > use");
    if (use) names.push((use.getAttribute("href") || "").replace(/^#/, ""));
    return names;
  }

  // a place's family: its key up to its first number ("hs-bid-1-3": "hs-bid")
  function family(k) { return (k || "").replace(/-\d.*$/, ""); }

  // the pieces of `a` beyond those of `b`, place by place (the last ones of each place)
  function surplus(a, b) {
    var out = [], places = new Map();
    b.forEach(function (p) { places.set(p.place, (places.get(p.place) || 0) + 1); });
    var seen = new Map();
    a.forEach(function (p) {
      var n = (seen.get(p.place) || 0) + 1;
      seen.set(p.place, n);
      if (n > (places.get(p.place) || 0)) out.push(p);
    });
    return out;
  }

  // goods, metals, coins: a holding that went down and one of the same thing that went up
  // are one transfer; a gain from nowhere in view drops in, a payment to nowhere flies off.
  // A holding the move both paid from and gained in (the grid's H.FLOWS) shows both: its
  // payment leaves and its gain arrives, not only the difference.
  function countFlights(root, before) {
    var downs = [], ups = [], both = flowsOf(root);
    root.querySelectorAll("." + H.BOARD + " [" + H.COUNT + "][" + H.KEY + "]:not([" + H.PIECES + "])").forEach(function (el) {
      var k = el.getAttribute(H.KEY), was = before.counts.get(k);
      if (!was) return;
      var n = parseInt(el.getAttribute(H.COUNT), 10);
      // a holding that came from a place with this move (H.FROM new: a Gold West mining
      // token's resources in hand): all it held left, all it holds comes from there
      var src = el.getAttribute(H.FROM);
      var brought = !!src && src !== was.from;
      // what it gains comes from a place brought with this move (H.GAIN_FROM: a Gold West
      // investment card taken gives its influence), where that place is now
      var given = el.getAttribute(H.GAIN_FROM);
      var giver = given && !before.brought.has(given) ? placeOf(root, given) : null;
      if (isNaN(n) || isNaN(was.n) || (n === was.n && !both.has(k) && !brought)) return;
      // a holding spent to none is hidden now: its units leave from where it was
      var gone = !shown(el);
      if (gone && !(n < was.n && was.iconRect)) return;
      var icon = el.querySelector("svg");
      var seat = /^hold-(\d+)-/.exec(k);
      var had = unitsOf(was.token, was.n), has = unitsOf(el.getAttribute(H.TOKEN) || token(k), n);
      var mixed = had.size > 1 || has.size > 1;
      // each thing that moved, drawn as it is: the holding's icon, else (a holding of
      // several things, or one now empty) that thing's picture in it or on the board
      function item(t, by) {
        var pic = (mixed ? null : icon) || pictureOf(root, el, t);
        if (!pic) return null;
        var use = pic.querySelector("use");
        return { href: use ? use.getAttribute("href") : null, el: el, icon: pic, key: k,
                 token: t, by: by,
                 iconRect: !gone && el.contains(pic) ? pic.getBoundingClientRect()
                   : was.iconRect || was.rect,
                 seat: seat ? seat[1] : null };
      }
      function push(list, it) { if (it) list.push(it); }
      if (brought && !mixed) {
        push(downs, was.n ? item(was.token, was.n) : null);
        var it = n ? item(was.token, n) : null;
        if (it) it.source = before.places.get(src) || null;
        push(ups, it);
        return;
      }
      var flow = both.get(k);
      if (!mixed && flow && flow.gained - flow.paid === n - was.n) {
        push(downs, item(was.token, flow.paid));
        push(ups, item(was.token, flow.gained));
        return;
      }
      new Set(Array.from(had.keys()).concat(Array.from(has.keys()))).forEach(function (t) {
        var d = (has.get(t) || 0) - (had.get(t) || 0);
        var it = d ? item(t, Math.abs(d)) : null;
        if (it && d > 0 && giver) it.source = boxOf(giver);
        push(d < 0 ? downs : ups, it);
      });
    });
    // one token per unit that moved (at most MOST_TOKENS), each a little after the last
    var out = [];
    function tokens(n, make) {
      for (var i = 0; i < Math.min(n, MOST_TOKENS); i++) {
        var f = make();
        f.lag = i;
        out.push(f);
      }
    }
    ups.forEach(function (up) {
      var i = up.source ? -1 : downs.findIndex(function (d) {
        return d.token === up.token && d.key !== up.key;
      });
      var from = i >= 0 ? downs[i] : null;
      var n = from ? Math.min(up.by, from.by) : up.by;
      if (from) {
        from.by -= n;
        if (!from.by) downs.splice(i, 1);
      }
      var names = countNames(up, from);
      var source = from ? from.iconRect : up.source || supplyAt(root, up.token);
      tokens(up.by, function () {
        return { kind: MONEY[up.token] ? "money" : "goods", from: source, seat: up.seat,
                 fromSupply: !from && !up.source && !!source, href: up.href, fromHolding: !!from,
                 drawn: drawnSeat(up.icon),
                 to: up.iconRect, target: null, copy: copyOf(up.icon), names: names };
      });
    });
    downs.forEach(function (down) {
      var names = countNames(null, down);
      var back = supplyAt(root, down.token);
      tokens(down.by, function () {
        return { kind: MONEY[down.token] ? "money" : "goods", from: down.iconRect, to: back,
                 toSupply: !!back, paid: true, size: down.iconRect, target: null,
                 copy: copyOf(down.icon), token: down.token, seat: down.seat,
                 href: down.href, names: names };
      });
    });
    return out;
  }

  // where the general supply's tray shows a token (ui/supply_tray.py), as far in view as
  // it can be: a tray scrolled out of the board's area or of the window is met at their
  // edge on its side, the token coming from (or going towards) it; none when no tray shows it
  function supplyAt(root, token) {
    var item = root.querySelector("." + H.BOARD + " [" + H.SUPPLY + "~=\"" + CSS.escape(token) + "\"]");
    if (!item || !item.getClientRects().length) return null;
    var r = boxOf(item.querySelector("svg") || item);
    return edge(r, seenOf(root, r));
  }

  // what of the board is seen where `r` lies: the window, the board's area and the boxes
  // inside the board that hold it (its clip, `boxOf`)
  function seenOf(root, r) {
    var box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    var area = areaOf(root);
    if (area) box = meet(box, area.getBoundingClientRect());
    return r.clip ? meet(box, r.clip) : box;
  }

  // `r` moved the least that brings it into `box`
  function edge(r, box) {
    var x = Math.min(Math.max(r.left, box.left), Math.max(box.left, box.right - r.width));
    var y = Math.min(Math.max(r.top, box.top), Math.max(box.top, box.bottom - r.height));
    return { left: x, top: y, width: r.width, height: r.height };
  }

  // `r` moved to the nearest edge of what is seen of it (`seenOf`), or null when its centre
  // is in view already
  function inView(root, r) {
    var box = seenOf(root, r), c = centre(r);
    if (c.x >= box.left && c.x <= box.right && c.y >= box.top && c.y <= box.bottom) return null;
    return edge(r, box);
  }

  // what a holding holds, thing -> how many: `n` of its token, or, when the token names
  // several things (a Gold West supply track's section: H.TOKEN "gold gold silver"), one
  // of each word
  function unitsOf(tok, n) {
    var out = new Map(), words = (tok || "").split(" ").filter(Boolean);
    if (words.length > 1) {
      words.forEach(function (w) { out.set(w, (out.get(w) || 0) + 1); });
    } else if (words.length) {
      out.set(words[0], n);
    }
    return out;
  }

  // the picture of thing `t` in a holding, else anywhere on the board (a symbol "...-t")
  function pictureOf(root, el, t) {
    var sel = "svg:has(> use[href$=\"-" + CSS.escape(t) + "\"])";
    return el.querySelector(sel) || root.querySelector("." + H.BOARD + " " + sel);
  }

  // what a transfer is called by a game's steps: its kind and token, the families of the
  // places it leaves and reaches, and "pay" when a player gave it up (else "gain" when a
  // player received it)
  function countNames(up, down) {
    var it = up || down, names = [MONEY[it.token] ? "money" : "goods", it.token];
    if (down) names.push(family(down.key));
    if (up) names.push(family(up.key));
    if (down && down.seat !== null) names.push("pay");
    else if (up && up.seat !== null) names.push("gain");
    return names;
  }

  // a piece that comes from a stock (the supply's workers, a seat's camps: a holding that
  // went down, paid to no holding) flies from it: the same drawing, or a camp or settlement
  // of the same seat; what a seat gains from nowhere in view in a move that lands its piece
  // on a map comes from where it landed (a Gold West camp's influence in its terrain)
  function fromStock(pieces, counts) {
    counts.forEach(function (c) {
      if (c.from || c.paid || c.seat === null || c.seat === undefined) return;
      var landed = pieces.find(function (f) { return f.kind === "land" && f.seat === c.seat; });
      if (!landed) return;
      c.from = landed.to;
      c.fromSupply = true;  // it shows as it rises from there
    });
    pieces.forEach(function (f) {
      if (f.from) return;
      var i = counts.findIndex(function (c) {
        return c.paid && ((c.href && c.href === f.href) || (f.kind === "land"
          && c.seat !== null && c.seat === f.seat && /camp|settle|town/.test(c.token)));
      });
      if (i < 0) return;
      var stock = counts.splice(i, 1)[0];
      f.from = stock.from;
      f.copy = stock.copy;
    });
    pieces.forEach(function (f) {
      if (f.from || !f.own) return;
      f.from = f.own.rect;
      f.copy = f.own.copy;
    });
    return pieces.concat(counts);
  }

  // a piece taken off its place to a holding (a Homesteaders worker off its slot at the
  // round's end, to rest on the Homestead) leaves from that place: a gain of the same
  // drawing, of the same seat's colour, not brought from another holding
  function fromTaken(root, taken, counts) {
    counts.forEach(function (c) {
      if (c.paid || !c.href || c.fromHolding) return;
      var i = taken.findIndex(function (p) {
        return p.id.split(" ")[0] === c.href && p.drawn === c.drawn;
      });
      if (i < 0) return;
      var p = taken.splice(i, 1)[0];
      c.from = whereNow(root, p);
      c.copy = p.copy;
      c.fromSupply = false;
    });
    return counts;
  }

  // where a piece that left its place stood, as that place is now: the move may have
  // shifted the place (a card drawn above it), and the piece leaves from the place the room
  // sees; where it was when its place is no more, or not seen
  function whereNow(root, p) {
    var place = p.placeRect && placeOf(root, p.place);
    if (!place) return p.rect;
    var r = place.getBoundingClientRect();
    return shift(p.rect, r.left - p.placeRect.left, r.top - p.placeRect.top);
  }

  // the seat whose colour a drawing wears ("" for none)
  function drawnSeat(el) {
    var m = el && SEAT.exec(el.getAttribute("class") || "");
    return m ? m[1] : "";
  }

  // the wheel's arrow (any keyed element drawn turned): from its old angle, clockwise
  function turns(root, before) {
    var out = [];
    before.turned.forEach(function (was, k) {
      var el = root.querySelector('[' + H.KEY + '="' + CSS.escape(k) + '"]');
      if (!el || el.style.transform === was) return;
      var a = angle(was), b = angle(el.style.transform);
      if (isNaN(a) || isNaN(b)) return;
      if (b < a) b += 360;
      out.push({ kind: "wheel", el: el, from: a, to: b, names: ["wheel", family(k)] });
    });
    return out;
  }

  function angle(transform) {
    var m = /rotate\((-?[\d.]+)deg\)/.exec(transform || "");
    return m ? parseFloat(m[1]) : NaN;
  }

  // the layer the tokens fly in, over the page; it carries the board's game class (its
  // drawings' colours are the game's rules)
  function ensureLayer(root) {
    if (!layer || !layer.isConnected) {
      layer = document.createElement("div");
      layer.setAttribute("aria-hidden", "true");
      document.body.appendChild(layer);
    }
    var board = root.querySelector("." + H.BOARD);
    var game = board ? Array.prototype.filter.call(board.classList, function (c) {
      return c !== H.BOARD && c !== H.CHANGED;
    }) : [];
    layer.className = [H.MOTION_LAYER].concat(game).join(" ");
    return layer;
  }

  function track(anim, cleanup) {
    anim.id = ID;
    running.push(anim);
    // while it plays the page shows no hover names over a map (assets/style.css)
    document.documentElement.setAttribute(H.MOVING, "");
    var end = function () {
      if (cleanup) cleanup();
      running = running.filter(function (a) { return a !== anim; });
      if (!running.length) settle();
    };
    anim.finished.then(end, end);
    return anim;
  }

  function settle() {
    document.documentElement.removeAttribute(H.MOVING);
    var answer = hurried;
    hurried = false;
    var all = waiting;
    waiting = [];
    all.forEach(function (resolve) { resolve(answer); });
  }

  // the least size of a token: presenting to a room, 2.5 times the text's size (40 px at
  // the normal text, more at larger ones: a good's icon is often less)
  function leastToken() {
    return presenting() ? 2.5 * parseFloat(getComputedStyle(document.documentElement).fontSize) : 18;
  }

  // one token's flight, `ms` long after `delay` ms, at least `least` px large; it sits at
  // its start until it leaves. Nothing here reads the page's layout: a token added to the
  // layer would make each read lay the page out anew
  function fly(f, delay, ms, least) {
    var size = f.size || f.to || f.from;
    var copy = f.copy;
    var w = Math.max(size.width, least), h = Math.max(size.height, least);
    copy.style.width = w + "px";
    copy.style.height = h + "px";
    layer.appendChild(copy);
    var end = f.to ? centre(f.to) : null, start = f.from ? centre(f.from) : null;
    if (!start) start = { x: end.x, y: end.y - 3 * h };  // lands from above
    if (!end) end = { x: start.x, y: start.y - 3 * h };  // flies off, paid
    function at(p, scale) {
      return "translate(" + (p.x - w / 2) + "px," + (p.y - h / 2) + "px) scale(" + scale + ")";
    }
    // a token grows half as large again mid-flight, to be seen; a large copy (a card)
    // grows by no more than a token's size and rises no higher, so that it never hides
    // where it goes (the heading of the seat it reaches)
    var grow = Math.min(GROW, 1 + (GROW - 1) * least / Math.max(w, h));
    var mid = { x: (start.x + end.x) / 2, y: Math.min(start.y, end.y) - Math.min(h, least) };
    // a token taken out of the supply's tray shows as it rises from it, one paid back to
    // it goes as it sinks in; one from or to nowhere in view fades in or out
    var frames = [{ transform: at(start, 1), opacity: f.from && !f.fromSupply ? 1 : 0 }];
    if (f.fromSupply) frames.push({ opacity: 1, offset: 0.12 });
    frames.push({ transform: at(mid, grow), opacity: 1, offset: 0.5 });
    if (f.toSupply) frames.push({ opacity: 1, offset: 0.88 });
    frames.push({ transform: at(end, 1), opacity: f.to && !f.toSupply ? 1 : 0 });
    track(copy.animate(frames, { duration: ms, delay: delay, easing: "ease-in-out",
                                 fill: "backwards" }),
          function () { copy.remove(); });
    if (f.target) {  // the piece itself shows once its token has landed
      track(f.target.animate([{ opacity: 0 }, { opacity: 0, offset: 0.98 }, { opacity: 1 }],
                             { duration: delay + ms }));
    }
  }

  function turn(t, delay, ms) {
    track(t.el.animate([{ transform: "rotate(" + t.from + "deg)" },
                        { transform: "rotate(" + t.to + "deg)" }],
                       { duration: ms, delay: delay, easing: "ease-in-out", fill: "backwards" }));
  }

  // finish what is running: its pieces in place, its tokens gone
  function finish(byPerson) {
    if (!running.length) return;
    hurried = hurried || byPerson;
    running.slice().forEach(function (a) { try { a.finish(); } catch (e) { a.cancel(); } });
  }

  function presenting() { return !!document.querySelector("." + H.PRESENTING); }

  function play(root, before, seconds) {
    finish(false);
    if (!before || !(seconds > 0) || still()) return 0;
    scrolled(root, before);
    var taken = [];
    var pieces = pieceFlights(root, before, taken);
    var all = fromStock(pieces, fromTaken(root, taken, countFlights(root, before)))
      .concat(arrivals(root, before), turns(root, before));
    if (!all.length) return 0;
    // a thing brought from a place out of view (panned out of the board's area, or scrolled
    // out of the window) comes in at the edge on that side, showing as it leaves it (a
    // payment leaves from its holding, wherever it is)
    all.forEach(function (f) {
      var r = f.kind === "wheel" || f.paid || !f.from ? null : inView(root, f.from);
      if (!r) return;
      f.from = r;
      f.fromSupply = true;
    });
    // so does a thing going to a place out of view (a camp to a phone's map scrolled above
    // the supply track in view): it goes to the edge on that side, fading as it reaches it
    // (its piece is there when the place is seen again)
    all.forEach(function (f) {
      var r = f.kind === "wheel" || f.toSupply || !f.to ? null : inView(root, f.to);
      if (!r) return;
      f.to = r;
      f.toSupply = true;
    });
    ensureLayer(root);
    // presenting, each step takes half as long again: the back of a room follows it
    var ms = seconds * 1000 * (presenting() ? PRESENTING_PACE : 1), step = 0;
    var steps = stepsOf(root);
    // each flight's place in the move: the first of the game's steps naming it, else after
    // them by its kind
    all.forEach(function (f) {
      f.at = steps.findIndex(function (names) {
        return names.some(function (n) { return f.names.indexOf(n) >= 0; });
      });
      if (f.at < 0) f.at = steps.length + ORDER.indexOf(f.kind);
    });
    var last = steps.length + ORDER.length, least = leastToken();
    for (var at = 0; at < last; at++) {
      var these = all.filter(function (f) { return f.at === at; });
      if (!these.length) continue;
      var after = staggered(these);
      these.forEach(function (f, i) {
        var delay = (step + after[i]) * ms;
        if (f.kind === "wheel") turn(f, delay, ms); else fly(f, delay, ms, least);
      });
      step += 1;
    }
    return step;
  }

  // how late in its step each flight of a step leaves, in steps: the tokens that leave one
  // place (a holding's units; a mining token's wood, stone and influence from its hex) go
  // one after the other, a fifth of a step apart (less when many: all gone within most of
  // the step), so that a room sees each, not one
  function staggered(flights) {
    var groups = new Map();
    var keys = flights.map(function (f) {
      var c = f.from && f.kind !== "wheel" ? centre(f.from) : null;
      var k = c ? Math.round(c.x / 8) + "," + Math.round(c.y / 8) : null;
      if (k) groups.set(k, (groups.get(k) || 0) + 1);
      return k;
    });
    var seen = new Map();
    return keys.map(function (k, i) {
      if (!k) return (flights[i].lag || 0) / 5;
      var n = seen.get(k) || 0;
      seen.set(k, n + 1);
      return n * Math.min(1 / 5, 0.8 / Math.max(1, groups.get(k) - 1));
    });
  }

  // the holdings the move drawn both paid from and gained in: key -> {gained, paid}
  function flowsOf(root) {
    var grid = root.querySelector("[" + H.FLOWS + "]"), out = new Map();
    (grid ? grid.getAttribute(H.FLOWS).trim() : "").split(/\s+/).forEach(function (f) {
      var m = /^(.+):(\d+):(\d+)$/.exec(f);
      if (m) out.set(m[1], { gained: parseInt(m[2], 10), paid: parseInt(m[3], 10) });
    });
    return out;
  }

  // the steps of the move drawn, each a list of names (none: the kinds' order)
  function stepsOf(root) {
    var grid = root.querySelector("[" + H.STEPS + "]");
    var text = grid ? grid.getAttribute(H.STEPS).trim() : "";
    return text ? text.split(/\s+/).map(function (s) { return s.split("|"); }) : [];
  }

  // resolves once nothing moves: true when a person cut the motion short
  function done() {
    if (!running.length) return Promise.resolve(false);
    return new Promise(function (resolve) { waiting.push(resolve); });
  }

  ["pointerdown", "keydown"].forEach(function (type) {
    document.addEventListener(type, function () { finish(true); }, true);
  });

  function typing(el) {
    return !!el && (el.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName));
  }

  document.addEventListener("keydown", function (e) {
    if ((e.key !== "n" && e.key !== "N") || e.ctrlKey || e.metaKey || e.altKey
        || typing(e.target)) return;
    var next = document.querySelector("#" + H.APP + " [" + H.CMD + "=\"" + H.NEXT_CMD + "\"]:not([disabled])");
    if (next && next.getClientRects().length) {
      e.preventDefault();
      next.click();
    }
  });

  // whether a move's motion is playing (pointing.js opens no tip over it meanwhile)
  function moving() { return running.length > 0; }

  window.westboundMotion = { record: record, play: play, done: done, moving: moving };
})();
