"""Textos en español de la primera pantalla (index.html y assets/start.js, antes de que
arranque Python): scripts/first_paint.py los escribe en la página y el script al construir."""

MESSAGES = {
    "start.tagline": "Juegos de mesa del Oeste para jugar en el navegador",
    "start.noscript": "Westbound necesita JavaScript: Python se ejecuta en el navegador.",
    "start.loading": "Cargando Python…",
    "start.interpreter": "Iniciando Python…",
    "start.files": "Cargando los juegos…",
    "start.opening": "Abriendo los juegos…",
    "start.failed": "Los juegos no han podido arrancar: una parte de la página no se ha cargado.",
    "start.stalled": ("Los juegos tardan demasiado en arrancar: no ha llegado nada en {s} "
                      "segundos. Quizá aún llegue."),
    "start.advice": "Comprueba la conexión y vuelve a intentarlo.",
    "start.retry": "Reintentar",
    "start.meanwhile": "Mientras tanto, puedes leer las reglas de cada juego:",
    "start.details": "Detalles:",
}
