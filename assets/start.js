// Westbound: the page's start, before Python is ready (loaded at the end of index.html's
// body, so the first paint exists): the first paint in the player's language and text size,
// the progress of Python's start, and what the page says when the start fails or stalls
// (Try again, and the rules pages, which need no Python).
(function () {
  "use strict";
  var H = window.westboundHooks;
  var loading = document.getElementById("loading");
  // The first paint in the player's language (the one Python will pick: the stored
  // choice, else the browser's), so a French or Spanish page does not start in English.
  var TEXTS = {
    en: {tagline: "Western board games to play in your browser", games: "Games",
         players: "{min} to {max} players", rules: "Rules",
         picture: "The board of {game} at the start of a 3-player game",
         time: "{min}–{max} minutes", "Loading Pyodide": "Loading Python…",
         "Loading interpreter": "Starting Python…", "Loading files": "Loading the games…",
         "Loaded Pyodide": "Opening the games…",
         failed: "The games could not start: part of the page did not load.",
         stalled: "The games are taking too long to start: nothing has arrived for {s} seconds. It may still come.",
         advice: "Check the connection, then try again.", retry: "Try again",
         meanwhile: "Meanwhile, the rules of each game can be read:", details: "Details:"},
    fr: {tagline: "Des jeux de plateau du Far West à jouer dans le navigateur",
         games: "Jeux", players: "De {min} à {max} joueurs", rules: "Règles",
         picture: "Le plateau de {game} au début d'une partie à 3 joueurs",
         time: "{min} à {max} minutes", "Loading Pyodide": "Chargement de Python…",
         "Loading interpreter": "Démarrage de Python…",
         "Loading files": "Chargement des jeux…", "Loaded Pyodide": "Ouverture des jeux…",
         failed: "Les jeux n'ont pas pu démarrer : une partie de la page ne s'est pas chargée.",
         stalled: "Les jeux mettent trop de temps à démarrer : rien n'est arrivé depuis {s} secondes. Cela peut encore venir.",
         advice: "Vérifiez la connexion, puis réessayez.", retry: "Réessayer",
         meanwhile: "En attendant, les règles de chaque jeu se lisent ici :", details: "Détails :"},
    es: {tagline: "Juegos de mesa del Oeste para jugar en el navegador", games: "Juegos",
         players: "De {min} a {max} jugadores", rules: "Reglas",
         picture: "El tablero de {game} al comienzo de una partida de 3 jugadores",
         time: "{min}–{max} minutos", "Loading Pyodide": "Cargando Python…",
         "Loading interpreter": "Iniciando Python…", "Loading files": "Cargando los juegos…",
         "Loaded Pyodide": "Abriendo los juegos…",
         failed: "Los juegos no han podido arrancar: una parte de la página no se ha cargado.",
         stalled: "Los juegos tardan demasiado en arrancar: no ha llegado nada en {s} segundos. Quizá aún llegue.",
         advice: "Compruebe la conexión y vuelva a intentarlo.", retry: "Reintentar",
         meanwhile: "Mientras tanto, puede leer las reglas de cada juego:", details: "Detalles:"}
  };
  // A start with no progress for this long (a download, a step of Python's start) is
  // said to have stalled. Tests shorten it through the "westbound.stall_ms" key of
  // localStorage (a number of milliseconds); nothing else writes that key.
  var STALL_MS = 20000;
  var lang = "en";
  try {
    STALL_MS = Number(localStorage.getItem("westbound.stall_ms")) || STALL_MS;
    lang = localStorage.getItem("westbound.lang") || "";
    // the remembered text size (a projector's "larger") applies from the first paint
    var size = (JSON.parse(localStorage.getItem("westbound.settings") || "{}") || {}).text;
    if (size === "large" || size === "larger") {
      document.documentElement.setAttribute(H.TEXT_SIZE, size);
    }
  } catch (e) { lang = ""; }
  if (!TEXTS[lang]) lang = (navigator.language || "en").split(/[-_]/)[0].toLowerCase();
  if (!TEXTS[lang]) lang = "en";
  var text = TEXTS[lang];
  if (lang !== "en") {
    document.documentElement.lang = lang;
    var put = function (selector, value) {
      document.querySelectorAll(selector).forEach(function (el) { el.textContent = value; });
    };
    put("#app .tagline", text.tagline);
    put("#games-title", text.games);
    document.querySelectorAll("#app .game-players").forEach(function (el) {
      el.textContent = text.players.replace("{min}", el.getAttribute("data-min"))
                                   .replace("{max}", el.getAttribute("data-max"));
    });
    put("#loading", text["Loading Pyodide"]);
    put("#app .game-rules", text.rules);
    // the cards' board pictures and playing times (ui/gamecards.py says the same)
    document.querySelectorAll("#app .board-picture").forEach(function (img) {
      img.alt = text.picture.replace("{game}", img.getAttribute("data-title"));
    });
    document.querySelectorAll("#app .game-time").forEach(function (span) {
      span.textContent = text.time.replace("{min}", span.getAttribute("data-min"))
        .replace("{max}", span.getAttribute("data-max"));
    });
    // the rules pages in the same language, readable before Python is ready
    document.querySelectorAll("#app a[" + H.RULES + "]").forEach(function (a) {
      a.href = "rules/" + a.getAttribute(H.RULES) + "." + lang + ".html";
    });
  }
  function ready() { return document.body.hasAttribute(H.PY_READY); }
  // A start that fails (an error, a file of Python's start refused) or stalls (no
  // progress for STALL_MS) says what happened in the player's language, offers Try
  // again (a reload) and the rules pages, which need no Python.
  var stopped = false, stall = null;
  function stop(kind, reason) {
    if (stopped || ready() || !loading || !loading.isConnected) return;
    stopped = true;
    clearTimeout(stall);
    var box = document.createElement("div");
    box.id = "start-failed";
    box.className = "start-failed";
    box.setAttribute("role", "alert");
    function para(value, cls) {
      var p = document.createElement("p");
      if (cls) p.className = cls;
      p.textContent = value;
      box.appendChild(p);
      return p;
    }
    para(text[kind].replace("{s}", Math.round(STALL_MS / 1000)), "start-what");
    para(text.advice);
    var retry = document.createElement("button");
    retry.type = "button";
    retry.className = "primary";
    retry.setAttribute("data-retry", "");
    retry.textContent = text.retry;
    retry.addEventListener("click", function () { location.reload(); });
    box.appendChild(retry);
    var rules = para(text.meanwhile + " ", "start-rules");
    document.querySelectorAll("#app li[data-game]").forEach(function (game, i) {
      var a = document.createElement("a");
      a.href = game.querySelector("a[" + H.RULES + "]").getAttribute("href");
      a.textContent = game.querySelector(".game-title").textContent;
      if (i) rules.appendChild(document.createTextNode(" · "));
      rules.appendChild(a);
    });
    // what the browser said, for whoever reports the problem ("[object Object]" says nothing)
    var said = reason && (reason.message || String(reason));
    if (said && said.indexOf("[object") !== 0) {
      para(text.details + " " + said.split("\n")[0], "muted small");
    }
    loading.hidden = true;
    loading.parentNode.insertBefore(box, loading.nextSibling);
    retry.focus();
  }
  function progress() {
    clearTimeout(stall);
    if (!ready()) stall = setTimeout(function () { stop("stalled"); }, STALL_MS);
  }
  progress();
  // PyScript reports its progress as py:progress events on window.
  addEventListener("py:progress", function (event) {
    if (loading && text[event.detail]) loading.textContent = text[event.detail];
    progress();
  });
  // every file that arrives is progress; a file of Python's start that is refused
  // (a 404 of the interpreter, the games' archive...) stops the start at once
  var START_FILE = /\/(assets\/(pyodide|pyscript)\/[^?#]+|engine\.zip|main\.py|pyscript\.toml)$/;
  if (window.PerformanceObserver) {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          if (entry.responseStatus >= 400 && START_FILE.test(entry.name.split(/[?#]/)[0])) {
            stop("failed", "HTTP " + entry.responseStatus + " " + entry.name);
          } else {
            progress();
          }
        });
      }).observe({type: "resource", buffered: true});
    } catch (e) { /* an old browser: the stall still shows */ }
  }
  function failed(event) {
    stop("failed", event.reason || event.error || event.message);
  }
  addEventListener("error", failed);
  addEventListener("unhandledrejection", failed);
})();
