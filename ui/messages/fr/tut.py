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
    "tut.hs.pass": "Votre offre sur l'enchère 2 a été dépassée et 9, c'est trop cher : passez "
                   "plutôt que d'offrir. Passer ne coûte rien et vous fait avancer d'une "
                   "case sur la piste du chemin de fer, pour un bonus.",
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
    "tut.hs.rail": "Gagner l'enchère 2 vous a donné un ouvrier et une case de plus sur la piste : "
                   "prenez cette fois une ligne de chemin de fer. Plusieurs bâtiments "
                   "rapportent des points par ligne.",
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
    # -- Gold West -------------------------------------------------------------------------
    "tut.gw.activate": "Votre tour commence par votre piste de ravitaillement : activez la "
                       "section 2 (cuivre et pierre). Vous prenez tout ce qu'elle contient ; ce "
                       "que vous n'utilisez pas ce tour-ci est perdu.",
    "tut.gw.drop": "En remontant, les ressources en laissent une dans chaque section "
                   "traversée : laissez le cuivre en section 1 ; il reviendra au tour suivant.",
    "tut.gw.camp": "Avec du bois ou de la pierre, vous construisez un camp : touchez "
                   "l'hexagone d'or J3. Le camp donne de l'influence sur les hexagones d'or, et "
                   "vous prenez le jeton de l'hexagone : 1 or, 1 pierre, 1 bois.",
    "tut.gw.section": "Rangez les ressources du jeton dans une section de votre piste : la "
                      "section 4 rapporte 3 PV tout de suite (la section 1 rien), mais elles "
                      "reviendront plus tard.",
    "tut.gw.ship": "Les métaux en main se dépensent avant de construire. Expédiez votre "
                   "cuivre : votre diligence avance sur la piste du cuivre, qui rapporte à la "
                   "fin.",
    "tut.gw.boomtown": "Placez un marqueur à BoomTown en payant les métaux de sa ligne et de "
                       "sa colonne : le Bureau de l'Arpenteur rapporte 1 PV par construction "
                       "de votre meilleure ligne droite à la fin. Un marqueur par tour.",
    "tut.gw.loot": "Vous n'avez ni bois ni pierre, vous ne pouvez pas construire : pillez "
                   "l'hexagone d'or I6. Vous prenez son jeton (2 or, 1 cuivre) mais devenez "
                   "Recherché, et les plus recherchés perdent des points à la fin.",
    "tut.gw.settlement": "Avec du bois et de la pierre, vous construisez une colonie : touchez "
                         "l'hexagone de forêt H1. Une colonie compte double en influence et "
                         "départage les majorités.",
    "tut.gw.invest": "Investissez dans la carte 11 avec 1 argent et 3 or : ses PV, sa tuile "
                     "bonus et une influence de plus en forêt. Un investissement par tour.",
    "tut.gw.end": "C'est le dernier tour : le tutoriel a expédié vos derniers métaux pour "
                  "vous. Terminez votre tour, et la partie s'achève par le décompte final.",
    "tut.gw.score.supply": "les PV gagnés chaque fois que vous avez rangé des ressources en "
                           "sections 2 à 4 de votre piste de ravitaillement.",
    "tut.gw.score.shipping": "vos diligences sur les pistes d'expédition : les lignes "
                             "franchies et les tuiles bonus prises.",
    "tut.gw.score.investments": "les PV de vos cartes d'investissement et de leurs tuiles "
                                "bonus.",
    "tut.gw.score.boomtown": "vos marqueurs à BoomTown : les tuiles PV, et ce que rapporte à "
                             "la fin chaque bureau que vous tenez.",
    "tut.gw.score.largest_group": "2 PV par construction de votre plus grand groupe de camps "
                                  "et colonies reliés.",
    "tut.gw.score.majorities": "la majorité de chaque terrain : la plus forte influence (camp "
                               "1, colonie 2) gagne ses points ; les colonies départagent.",
    "tut.gw.score.wanted": "la pénalité Recherché : les plus recherchés perdent 1 PV par camp, "
                           "les deuxièmes moitié moins ; chaque pillage a aussi coûté 1 PV.",
    # -- Montana ---------------------------------------------------------------------------
    "tut.mt.start": "Vous commencez : posez la tuile de départ sur la région E5. On ne "
                    "construit de campement qu'à côté d'une région déjà prise : le paysage part "
                    "d'ici.",
    "tut.mt.town": "Allez en ville : cette place donne trois marchandises au choix et coûte 2 "
                   "courges ; choisir la ville vous donne aussi une courge gratuite.",
    "tut.mt.reward": "Prenez 3 petites pierres : les campements que vous construirez ensuite "
                     "demandent de la pierre, et les marchandises paient les campements.",
    "tut.mt.build": "Construisez un campement en D6 en payant exactement les marchandises qu'il "
                    "montre. Qui a le plus de campements dans le paysage à la fin gagne.",
    "tut.mt.cow": "Un autre campement demande du blé et vous n'en avez pas : échangez une vache "
                  "contre 1 blé. Les échanges de vaches sont permis à tout moment de votre tour.",
    "tut.mt.stop": "Arrêtez de construire : chaque construction du tour non utilisée rapporte "
                   "1 pièce.",
    "tut.mt.harvest": "Récoltez au Potager : payez 3 pièces pour la case qui rapporte 2 "
                      "courges. Les courges paient la ville.",
    "tut.mt.send": "Choisissez les ouvriers : une case de récolte prend un ouvrier de la "
                   "couleur de la zone (ici un ouvrier courge) ou deux de n'importe quelle "
                   "couleur.",
    "tut.mt.small": "Remplissez aussi la petite case, avec un autre ouvrier courge, pour une "
                    "courge de plus.",
    "tut.mt.recruit": "Recrutez : la roue tourne et vous prenez les deux ouvriers du segment où "
                      "elle s'arrête. Plus d'ouvriers, ce sont de plus grosses récoltes.",
    "tut.mt.noadvance": "Avancer la flèche vers d'autres ouvriers coûte du blé, que vous "
                        "n'avez pas : gardez ces deux-là.",
    "tut.mt.canteen": "Construire près d'un lac vous a valu une gourde : buvez-la maintenant "
                      "pour jouer un autre tour tout de suite.",
    "tut.mt.bank": "Plus de pièces : allez à la banque, envoyez-y 3 ouvriers et prenez 12 "
                   "pièces pour vos prochaines récoltes.",
    "tut.mt.end": "Construisez votre dernier campement en F8 : la partie s'arrête à la fin de ce "
                  "tour, et le plus de campements gagne.",
    "tut.mt.score.camps": "vos campements dans le paysage : le plus de campements gagne.",
    "tut.mt.score.cows": "une égalité se départage d'abord par les vaches et les gourdes "
                         "ensemble.",
    "tut.mt.score.canteens": "elles comptent avec les vaches pour départager.",
    "tut.mt.score.goods": "puis marchandises, pièces et ouvriers ensemble départagent une "
                          "égalité qui reste.",
    "tut.mt.score.coins": "elles comptent avec les marchandises et les ouvriers au dernier "
                          "départage.",
    "tut.mt.score.workers": "ils comptent avec les marchandises et les pièces au dernier "
                            "départage.",
}
