// Westbound: the page's start, before Python is ready (loaded at the end of index.html's
// body, so the first paint exists): the first paint in the player's language,
// the progress of Python's start, and what the page says when the start fails or stalls
// (Try again, and the rules pages, which need no Python).
(function () {
  "use strict";
  var H = window.westboundHooks;
  var loading = document.getElementById(H.LOADING);
  // The first paint in the player's language (the one Python will pick: the stored
  // choice, else the browser's), so a French or Spanish page does not start in English.
  // The texts are the page's own messages (ui/messages), written here at build time:
  // first-paint:texts
  var TEXTS = {
    "en": {
      "ui.title": "Westbound",
      "start.tagline": "Western board games to play in your browser",
      "ui.games": "Games",
      "ui.players_range": "{min} to {max} players",
      "ui.play_time": "{min}–{max} minutes",
      "ui.rules": "Rules",
      "start.loading": "Loading Python…",
      "start.noscript": "Westbound needs JavaScript: Python runs in the browser.",
      "ui.board_picture": "The board of {game} at the start of a 3-player game",
      "start.interpreter": "Starting Python…",
      "start.files": "Loading the games…",
      "start.opening": "Opening the games…",
      "start.failed": "The games could not start: part of the page did not load.",
      "start.stalled": "The games are taking too long to start: nothing has arrived for {s} seconds. It may still come.",
      "start.advice": "Check the connection, then try again.",
      "start.retry": "Try again",
      "start.meanwhile": "Meanwhile, the rules of each game can be read:",
      "start.details": "Details:"
    },
    "fr": {
      "ui.title": "Westbound",
      "start.tagline": "Des jeux de plateau du Far West à jouer dans le navigateur",
      "ui.games": "Jeux",
      "ui.players_range": "De {min} à {max} joueurs",
      "ui.play_time": "{min} à {max} minutes",
      "ui.rules": "Règles",
      "start.loading": "Chargement de Python…",
      "start.noscript": "Westbound a besoin de JavaScript : Python s'exécute dans le navigateur.",
      "ui.board_picture": "Le plateau de {game} au début d'une partie à 3 joueurs",
      "start.interpreter": "Démarrage de Python…",
      "start.files": "Chargement des jeux…",
      "start.opening": "Ouverture des jeux…",
      "start.failed": "Les jeux n'ont pas pu démarrer : une partie de la page ne s'est pas chargée.",
      "start.stalled": "Les jeux mettent trop de temps à démarrer : rien n'est arrivé depuis {s} secondes. Cela peut encore venir.",
      "start.advice": "Vérifiez la connexion, puis réessayez.",
      "start.retry": "Réessayer",
      "start.meanwhile": "En attendant, les règles de chaque jeu se lisent ici :",
      "start.details": "Détails :"
    },
    "es": {
      "ui.title": "Westbound",
      "start.tagline": "Juegos de mesa del Oeste para jugar en el navegador",
      "ui.games": "Juegos",
      "ui.players_range": "De {min} a {max} jugadores",
      "ui.play_time": "{min}–{max} minutos",
      "ui.rules": "Reglas",
      "start.loading": "Cargando Python…",
      "start.noscript": "Westbound necesita JavaScript: Python se ejecuta en el navegador.",
      "ui.board_picture": "El tablero de {game} al comienzo de una partida de 3 jugadores",
      "start.interpreter": "Iniciando Python…",
      "start.files": "Cargando los juegos…",
      "start.opening": "Abriendo los juegos…",
      "start.failed": "Los juegos no han podido arrancar: una parte de la página no se ha cargado.",
      "start.stalled": "Los juegos tardan demasiado en arrancar: no ha llegado nada en {s} segundos. Quizá aún llegue.",
      "start.advice": "Comprueba la conexión y vuelve a intentarlo.",
      "start.retry": "Reintentar",
      "start.meanwhile": "Mientras tanto, puedes leer las reglas de cada juego:",
      "start.details": "Detalles:"
    }
  };
  // /first-paint:texts
  // A start with no progress for this long (a download, a step of Python's start) is
  // said to have stalled. Tests shorten it through the "westbound.stall_ms" key of
  // localStorage (a number of milliseconds); nothing else writes that key.
  var STALL_MS = 20000;
  var lang = "en";
  try {
    STALL_MS = Number(localStorage.getItem("westbound.stall_ms")) || STALL_MS;
    lang = localStorage.getItem("westbound.lang") || "";
  } catch (e) { lang = ""; }
  if (!TEXTS[lang]) lang = (navigator.language || "en").split(/[-_]/)[0].toLowerCase();
  if (!TEXTS[lang]) lang = "en";
  var text = TEXTS[lang];
  // a message with its {fields} filled by field(name)
  function say(id, field) {
    return text[id].replace(/\{(\w+)\}/g, function (all, name) { return field(name); });
  }
  if (lang !== "en") {
    document.documentElement.lang = lang;
    // each marked text, its fields from the element's data- attributes
    document.querySelectorAll("[" + H.MSG + "]").forEach(function (el) {
      el.textContent = say(el.getAttribute(H.MSG), function (name) { return el.dataset[name]; });
    });
    // the cards' board pictures, their words in the page's language (ui/gamecards.py says
    // the same)
    document.querySelectorAll("#" + H.APP + " ." + H.BOARD_PICTURE).forEach(function (img) {
      img.alt = say("ui.board_picture", function () { return img.getAttribute(H.TITLE); });
      img.src = img.getAttribute("src").replace(/\.en(\.svg)$/, "." + lang + "$1");
    });
    // the rules pages in the same language, readable before Python is ready
    document.querySelectorAll("#" + H.APP + " a[" + H.RULES + "]").forEach(function (a) {
      a.href = a.getAttribute("href").replace(/\.en(\.html)$/, "." + lang + "$1");
    });
  }
  function ready() { return document.body.hasAttribute(H.PY_READY); }
  // A start that fails (an error, a file of Python's start refused) or stalls (no
  // progress for STALL_MS) says what happened in the player's language, offers Try
  // again (a reload) and the rules pages, which need no Python.
  var stopped = false, stall = null;
  function stop(what, reason) {  // what: the message, start.failed or start.stalled
    if (stopped || ready() || !loading || !loading.isConnected) return;
    stopped = true;
    clearTimeout(stall);
    var box = document.createElement("div");
    box.id = box.className = H.START_FAILED;
    box.setAttribute("role", "alert");
    function para(value, cls) {
      var p = document.createElement("p");
      if (cls) p.className = cls;
      p.textContent = value;
      box.appendChild(p);
      return p;
    }
    para(say(what, function () { return Math.round(STALL_MS / 1000); }),
         H.START_WHAT);
    para(text["start.advice"]);
    var retry = document.createElement("button");
    retry.type = "button";
    retry.className = H.PRIMARY;
    retry.setAttribute(H.RETRY, "");
    retry.textContent = text["start.retry"];
    retry.addEventListener("click", function () { location.reload(); });
    box.appendChild(retry);
    var rules = para(text["start.meanwhile"] + " ", H.START_RULES);
    document.querySelectorAll("#" + H.APP + " li[" + H.GAME + "]").forEach(function (game, i) {
      var a = document.createElement("a");
      a.href = game.querySelector("a[" + H.RULES + "]").getAttribute("href");
      a.textContent = game.querySelector("." + H.GAME_TITLE).textContent;
      if (i) rules.appendChild(document.createTextNode(" · "));
      rules.appendChild(a);
    });
    // what the browser said, for whoever reports the problem ("[object Object]" says nothing)
    var said = reason && (reason.message || String(reason));
    if (said && said.indexOf("[object") !== 0) {
      para(text["start.details"] + " " + said.split("\n")[0], H.MUTED + " " + H.SMALL);
    }
    loading.hidden = true;
    loading.parentNode.insertBefore(box, loading.nextSibling);
    retry.focus();
  }
  function progress() {
    clearTimeout(stall);
    if (!ready()) stall = setTimeout(function () { stop("start.stalled"); }, STALL_MS);
  }
  progress();
  // PyScript reports its progress as py:progress events on window.
  var PROGRESS = {"Loading Pyodide": "start.loading", "Loading interpreter": "start.interpreter",
                  "Loading files": "start.files", "Loaded Pyodide": "start.opening"};
  addEventListener("py:progress", function (event) {
    var said = PROGRESS[event.detail];
    if (loading && said) loading.textContent = text[said];
    progress();
  });
  // every file that arrives is progress; a file of Python's start that is refused
  // (a 404 of the interpreter, the games' archive...) stops the start at once
  var START_FILE = /\/(assets\/(pyodide|pyscript)\/[^?#]+|assets\/snapshot\.mjs|engine\.xz|boot\.py|main\.py|pyscript\.toml)$/;
  if (window.PerformanceObserver) {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          if (entry.responseStatus >= 400 && START_FILE.test(entry.name.split(/[?#]/)[0])) {
            stop("start.failed", "HTTP " + entry.responseStatus + " " + entry.name);
          } else {
            progress();
          }
        });
      }).observe({type: "resource", buffered: true});
    } catch (e) { /* an old browser: the stall still shows */ }
  }
  function failed(event) {
    stop("start.failed", event.reason || event.error || event.message);
  }
  addEventListener("error", failed);
  addEventListener("unhandledrejection", failed);
})();
