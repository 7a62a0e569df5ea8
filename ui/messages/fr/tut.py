"""Textes français des tutoriels (`ui.tutorial`) : l'encadré d'instruction et les étapes de
chaque jeu, chacune disant quoi faire et pourquoi."""

MESSAGES = {
    "tut.start": "Apprendre en jouant",
    "tut.start_of": "Apprendre {game} en jouant : une partie guidée",
    "tut.title": "Tutoriel",
    "tut.step_n": "Tutoriel · étape {n} sur {total}",
    "tut.played_on": "Depuis votre dernière étape, la partie a continué : {n} coups ont été "
                     "joués pour tout le monde (ils sont dans l'historique).",
    "tut.leave": "Quitter (le tutoriel est sauvegardé)",
    "tut.wants": "Les règles le permettent, mais cette étape demande « {move} » : {why}",
    "tut.done": "Tutoriel terminé",
    "tut.scoring": "La partie est finie et vous marquez {total} points. Votre score, ligne "
                   "par ligne :",
    "tut.real_game": "Jouer une vraie partie",
    # -- Homesteaders ----------------------------------------------------------------------
    "tut.hs.place": "Touchez la case surlignée du Homestead pour y placer votre ouvrier : à "
                    "chaque tour, avant les enchères, vos ouvriers produisent sur vos "
                    "bâtiments. Cette case rapporte 1 PV.",
    "tut.hs.income": "Touchez Terminé : votre revenu arrive maintenant (l'argent du Homestead "
                     "et la production de vos ouvriers), et chaque ouvrier coûte 1 argent de "
                     "salaire.",
    "tut.hs.bid": "Offrez 3 argent sur l'enchère 2 : son gagnant pourra construire un "
                  "bâtiment de n'importe quel type ce tour-ci. Vous ne payez que si votre "
                  "offre tient quand les autres ont passé.",
    "tut.hs.pass": "Votre offre a été dépassée et 9, c'est trop cher : passez. Passer ne coûte "
                   "rien et vous fait avancer d'une case sur la piste du chemin de fer, qui "
                   "donne un bonus.",
    "tut.hs.trade": "Prenez le bonus de la piste, un jeton d'échange : chaque jeton permet "
                    "d'acheter ou de vendre une marchandise au marché, à tout moment.",
    "tut.hs.debt": "Vous avez gagné l'enchère 1 et pouvez construire un bâtiment industriel. "
                   "Prenez une dette : 2 argent tout de suite, mais chaque dette restante à la "
                   "fin coûte des points ; il faudra l'effacer plus tard.",
    "tut.hs.market": "La Mine d'or demande du bois et de l'acier, et vous n'avez pas d'acier : "
                     "achetez 1 acier au marché pour 3 argent et votre jeton d'échange.",
    "tut.hs.build": "Construisez la Mine d'or : un ouvrier dessus rapporte une pièce d'or à "
                    "chaque tour, et l'or vaut 2 points à la fin.",
    "tut.hs.pay": "Payez vos salaires en argent (0 or) : une pièce d'or vaut 5 argent et on ne "
                  "rend pas la monnaie ; gardez-la pour un paiement plus cher ou pour la fin.",
    "tut.hs.rail": "Passer vous a encore fait avancer sur la piste : prenez cette fois une "
                   "ligne de chemin de fer. Plusieurs bâtiments rapportent des points par "
                   "ligne possédée.",
    "tut.hs.boarding_house": "Tour 8 : construisez la Pension de famille. Son revenu "
                             "efface une dette à chaque tour : votre dette ne vous coûtera "
                             "rien à la fin.",
    "tut.hs.end": "Après le tour 10 vient le dernier tour : le tutoriel a changé votre argent "
                  "en trop contre de l'or au marché (2 points chacun). Touchez Terminer pour "
                  "le décompte final.",
    "tut.hs.score.vp_tokens": "les jetons PV gagnés pendant la partie (cases d'ouvriers, "
                              "ventes, bonus de la piste).",
    "tut.hs.score.buildings": "les points imprimés sur chacun de vos bâtiments.",
    "tut.hs.score.building_bonuses": "les bonus de fin de vos bâtiments : des points par "
                                     "bâtiment d'un type, ouvrier ou ligne qu'ils nomment.",
    "tut.hs.score.goods": "2 points par or, cuivre et bétail qu'il vous reste.",
    "tut.hs.score.debt": "les dettes impayées : 1 point pour la première, 2 de plus pour la "
                         "deuxième, et ainsi de suite.",
}
