"""Textes français du premier affichage (index.html et assets/start.js, avant que Python
ne démarre) : scripts/first_paint.py les écrit dans la page et le script à la construction."""

MESSAGES = {
    "start.tagline": "Des jeux de plateau du Far West à jouer dans le navigateur",
    "start.noscript": "Westbound a besoin de JavaScript : Python s'exécute dans le navigateur.",
    "start.loading": "Chargement de Python…",
    "start.interpreter": "Démarrage de Python…",
    "start.files": "Chargement des jeux…",
    "start.opening": "Ouverture des jeux…",
    "start.failed": "Les jeux n'ont pas pu démarrer : une partie de la page ne s'est pas chargée.",
    "start.stalled": ("Les jeux mettent trop de temps à démarrer : rien n'est arrivé depuis {s} "
                      "secondes. Cela peut encore venir."),
    "start.advice": "Vérifiez la connexion, puis réessayez.",
    "start.retry": "Réessayer",
    "start.meanwhile": "En attendant, les règles de chaque jeu se lisent ici :",
    "start.details": "Détails :",
}
