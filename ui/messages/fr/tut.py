"""Textes français des tutoriels (`ui.tutorial`) : l'encadré d'instruction et les étapes de
chaque jeu, chacune disant quoi faire et pourquoi."""

MESSAGES = {
    "tut.start": "Apprendre en jouant",
    "tut.start_of": "Apprendre {game} en jouant : une partie guidée",
    "tut.title": "Tutoriel",
    "tut.intro_n": "Tutoriel · le jeu en bref, puis {total} étapes",
    "tut.begin": "Commencer : étape 1",
    "tut.step_n": "Tutoriel · étape {n} sur {total}",
    "tut.played_on": "Joués depuis votre dernière étape : {n} {n:coup|coups}, dont {mine} à "
                     "vous, choisis pour vous comme le ferait un joueur ordinateur (voir "
                     "l'historique).",
    "tut.played_by_others": "Joués depuis votre dernière étape : {n} {n:coup|coups} des joueurs "
                            "ordinateur (voir l'historique).",
    "tut.race": "Score si la partie finissait maintenant : vous {mine}, {others}.",
    "tut.hs.built": "Vos coups ont construit : {names}.",
    "tut.gw.built": "Vos coups ont bâti sur {n} {n:hexagone|hexagones} du plateau.",
    "tut.mt.built": "Vos coups ont construit {n} {n:campement|campements} sur le paysage.",
    "tut.leave": "Quitter (le tutoriel est sauvegardé)",
    "tut.wants": "Les règles le permettent, mais cette étape demande « {move} » : {why}",
    "tut.fold": "Voir le plateau",
    "tut.unfold": "Revoir l'étape",
    "tut.done": "Tutoriel terminé",
    "tut.scoring": "La partie est finie et vous marquez {total} points. Votre score, ligne "
                   "par ligne :",
    "tut.real_game": "Jouer une vraie partie",
    # -- Homesteaders ----------------------------------------------------------------------
    "tut.hs.intro": "Homesteaders dure 10 tours, chacun en trois temps : vos ouvriers produisent "
                    "sur vos bâtiments (revenu), les joueurs enchérissent pour le droit de "
                    "construire, et les gagnants construisent. Bâtiments, jetons de points de "
                    "victoire (PV) et ressources rapportent des points ; le plus de points gagne."
                    " Vous prenez ici une décision de chaque sorte, et la partie joue vos coups "
                    "de routine entre-temps.",
    "tut.hs.place": "Un tour commence par vos ouvriers : touchez la case surlignée de votre "
                    "Homestead pour y placer votre ouvrier. Une case occupée produit ce qu'elle "
                    "montre : celle-ci rapporte 1 PV (l'autre, 1 bois, que coûtent bien des "
                    "bâtiments).",
    "tut.hs.income": "Touchez Terminé : votre revenu arrive (les 2 argent du Homestead et le PV "
                     "de votre ouvrier), puis chaque ouvrier reçoit 1 argent de salaire.",
    "tut.hs.bid": "Viennent les enchères, qui décident qui construit : chaque tuile montre les "
                  "types de bâtiment que son gagnant peut construire (résidentiel vert, "
                  "commercial rouge, industriel bleu, spécial jaune ; enchère 2 : tous). Offrez 3 "
                  "argent sur l'enchère 2 : vous ne payez que si votre offre tient quand les "
                  "autres ont passé. À deux joueurs, le premier joueur place aussi une offre "
                  "neutre sur une enchère, celle qu'il veut le moins : surenchérissez pour gagner "
                  "cette tuile.",
    "tut.hs.pass": "Votre offre a été dépassée : vous pouvez surenchérir, ici ou sur une autre "
                   "enchère, ou passer. La suivante ici serait de 9 : passez. Passer vous retire "
                   "des enchères de ce tour, ne coûte rien et avance votre marqueur d'une case "
                   "sur la piste de développement du chemin de fer, pour un bonus. N'offrez que ce "
                   "que vous pouvez payer : au-delà de votre argent, une enchère gagnée se paie en "
                   "dettes, qui coûtent des points.",
    "tut.hs.trade": "Choisissez votre bonus de la piste : un jeton commerce. Chaque jeton paie "
                    "un achat ou une vente au marché, à tout moment. Plus on monte sur la "
                    "piste, plus il y a de bonus au choix.",
    "tut.hs.debt": "Vous avez gagné l'enchère 1 : vous pouvez construire un bâtiment industriel "
                   "(bleu), en payant les ressources imprimées dessus. L'acier qu'il demande vous "
                   "coûtera 3 de vos 5 argent, et il en resterait 2 pour le tour suivant : prenez "
                   "une dette, 2 argent tout de suite ; chaque dette restante à la fin coûte des "
                   "points, il faudra la rembourser.",
    "tut.hs.market": "La Mine d'or coûte 1 bois et 1 acier (imprimés dessus), et vous n'avez pas "
                     "d'acier : achetez 1 acier au marché pour 3 argent et votre jeton commerce. "
                     "Les coups ne proposent que les bâtiments payables maintenant : achetez "
                     "d'abord ce qui manque. On vend de la même façon, et chaque vente rapporte "
                     "aussi 1 PV.",
    "tut.hs.build": "Construisez la Mine d'or : un ouvrier sur sa case rapporte un or à chaque "
                    "tour, et chaque or vaut 2 points à la fin.",
    "tut.hs.worker": "Un bâtiment ne produit qu'avec un ouvrier sur sa case : placez cette fois "
                     "votre ouvrier sur la Mine d'or, pour un or à chaque tour. D'autres "
                     "ouvriers viennent des tuiles enchères, de la piste de développement du "
                     "chemin de fer, ou du marché (embauchés pour un jeton commerce et une "
                     "nourriture).",
    "tut.hs.pay": "Les salaires sont dus, 1 argent par ouvrier : payez en argent (0 or). Un or "
                  "vaut 5 argent mais on ne rend pas la monnaie ; gardez-le, il vaut 2 points à "
                  "la fin. À court d'argent, vous prendriez une dette.",
    "tut.hs.rail": "Gagner l'enchère 2 vous a donné un ouvrier gratuit et une case de plus sur la "
                   "piste : prenez une ligne de chemin de fer comme bonus. Chaque ligne ajoute 1 "
                   "argent à votre revenu, et certains bâtiments rapportent des points par "
                   "ligne.",
    "tut.hs.pay_gold": "Vous avez gagné l'enchère 1 pour 5 argent mais n'en avez que 3 : payez "
                       "cette fois avec 1 or. Un or vaut 5 argent, juste le prix (une dette "
                       "irait aussi, au prix de points).",
    "tut.hs.choose": "Choisissez maintenant votre bâtiment parmi ceux que permet la tuile : la "
                     "Ferme. Avec un ouvrier sur chaque case, elle rapporte 2 argent et un jeton "
                     "commerce, et une nourriture : plus que le salaire des ouvriers. Une carte "
                     "montre son coût, ses points, son revenu (avec ou sans ouvrier) et son "
                     "éventuel bonus de fin, et ×2 combien il en reste ; on ne possède chaque "
                     "bâtiment qu'une fois. D'autres bâtiments arrivent au tour 5 (Village) et au "
                     "tour 9 (Ville).",
    "tut.hs.second": "Tour 5, et vous avez deux ouvriers : le jeu en a placé un sur la Mine d'or. "
                     "Placez le second sur la première case de la Ferme, pour 2 argent et un "
                     "jeton commerce : chaque ouvrier coûte 1 argent de salaire, placez-le donc "
                     "là où il rapporte plus.",
    "tut.hs.auction": "Choisissez votre enchère selon ce que vous pourriez construire : la tuile "
                      "de l'enchère 1 (#5) permet un bâtiment commercial (rouge) et donne un "
                      "ouvrier. Offrez 3 sur l'enchère 1 : le jeu surenchérit pour vous, puis "
                      "construit les Écuries, un bâtiment rouge, avec un bétail acheté au marché. "
                      "Dans une vraie partie, les ressources des autres sont cachées derrière "
                      "leur paravent.",
    "tut.hs.workshop": "Tour 8 : construisez l'Atelier (la partie vous a acheté son acier, avec "
                       "un or). Il vaut 2 points, rapporte 1 PV à chaque revenu, et un ouvrier "
                       "dès sa construction.",
    "tut.hs.exchange": "La tuile enchère que vous avez gagnée propose aussi un échange : 1 "
                       "nourriture contre 2 PV, maintenant ou jamais. Votre nourriture a servi au "
                       "Ranch pour touristes (3 points, et 1 de plus par ouvrier à la fin), qui "
                       "vaut plus : touchez Renoncer à l'échange.",
    "tut.hs.sell": "Les dix tours, et le dernier revenu qui les suit, sont joués ; aux actions "
                   "finales, le marché reste ouvert tant que vous avez des jetons commerce. Le "
                   "bois ne rapporte rien à la fin : vendez-en un au prix du marché, 1 argent, "
                   "plus le PV que rapporte chaque vente.",
    "tut.hs.repay": "Votre dette du tour 2 n'est pas remboursée et vous coûterait 1 point à la "
                    "fin (une deuxième dette, 2 de plus, etc.). L'argent restant ne sert qu'à "
                    "départager : remboursez la dette avec 5 argent.",
    "tut.hs.hire": "Embauchez un ouvrier au marché pour un jeton commerce et une nourriture. "
                   "Votre Ranch pour touristes et votre Cirque rapportent chacun 1 point par "
                   "ouvrier à la fin : celui-ci vaut 2 points. Pendant les tours, un ouvrier "
                   "embauché produit sur une case libre.",
    "tut.hs.end": "La partie a vendu pour vous vos deux derniers bois. Touchez Terminer pour le "
                  "décompte final.",
    "tut.hs.score.vp_tokens": "les jetons PV gagnés pendant la partie (cases d'ouvriers, "
                              "ventes, bonus de la piste).",
    "tut.hs.score.buildings": "les points imprimés sur chacun de vos bâtiments.",
    "tut.hs.score.building_bonuses": "les bonus de fin de vos bâtiments : des points par "
                                     "bâtiment d'un type, ouvrier ou ligne qu'ils nomment.",
    "tut.hs.score.goods": "2 points par or, cuivre et bétail qu'il vous reste.",
    "tut.hs.score.debt": "les dettes impayées : 1 point pour la première, 2 de plus pour la "
                         "deuxième, et ainsi de suite.",
    # -- Gold West -------------------------------------------------------------------------
    "tut.gw.intro": "Gold West : à chaque tour, vous prenez des ressources sur votre piste stock,"
                    " dépensez ses métaux (cuivre, argent, or) pour des points, puis construisez "
                    "un camp ou une colonie sur la carte avec du bois ou de la pierre, ou pillez "
                    "un hexagone si vous n'avez ni l'un ni l'autre. Quand tous les camps sont "
                    "posés, chacun joue un dernier tour ; le plus de points de victoire (PV) "
                    "gagne. Vous prenez ici une décision de chaque sorte, et la partie joue les "
                    "autres pour vous.",
    "tut.gw.activate": "Un tour commence sur votre piste stock, la rangée de cases de votre "
                       "plateau : activez la case 2 (cuivre et pierre). Vous prenez tout ce "
                       "qu'elle contient ; ce que vous n'utilisez pas ce tour-ci est perdu.",
    "tut.gw.drop": "En remontant, les ressources en laissent une dans chaque case traversée : "
                   "laissez le cuivre en case 1 ; il reviendra au tour suivant. Gardez la pierre : "
                   "le bois ou la pierre de votre zone d'usage est ce qui construit ce tour-ci.",
    "tut.gw.camp": "Avec du bois ou de la pierre, vous construisez un camp : touchez l'hexagone "
                   "de cuivre E4 (surligné ; le nom des hexagones s'affiche quand la souris est "
                   "sur le plateau, et toujours sur un écran tactile). Le camp compte pour la "
                   "majorité des hexagones de cuivre à la fin, et vous prenez le jeton de "
                   "l'hexagone : 1 cuivre, 1 pierre, 1 bois. Avec du bois et de la pierre, ce "
                   "serait une colonie : double influence, et elle départage les majorités.",
    "tut.gw.section": "Rangez les ressources du jeton dans une case de votre piste : la case 4 "
                      "rapporte 3 PV tout de suite (la case 1 rien), mais elles reviendront plus "
                      "tard. Les ressources d'une même case s'additionnent, et depuis la case 1 "
                      "ou 2 moins en restent en chemin : plus arrivent dans votre zone d'usage.",
    "tut.gw.ship": "Les métaux de votre zone d'usage se dépensent avant de construire. "
                   "Transportez votre cuivre : votre diligence avance d'une case par cuivre "
                   "transporté. Arriver sur une case 2 PV ou 3 PV rapporte tout de suite, et une "
                   "diligence qui saute une pile bonus marque la tuile du dessus.",
    "tut.gw.boomtown": "Placez un jeton influence à Boomtown sur la tuile 4 PV, en payant les "
                       "métaux de sa colonne et de sa ligne (cuivre et or) : 4 PV tout de suite. "
                       "Les autres cases sont des bureaux, différents à chaque partie, qui "
                       "rapportent à la fin (pointez-en un pour lire comment). Un jeton influence "
                       "par tour.",
    "tut.gw.loot": "Vous n'avez ni bois ni pierre, vous ne pouvez pas construire : pillez "
                   "l'hexagone d'or E2. Vous prenez son jeton (1 or, 1 argent, 1 cuivre), mais "
                   "perdez 1 PV tout de suite et un de vos camps va dans la zone Wanted ; ceux "
                   "qui y ont le plus de camps perdent encore des points à la fin.",
    "tut.gw.invest": "Investissez dans la carte 3 avec 2 argent et 2 or : ses 9 PV, la tuile "
                     "bonus de 2 PV, et sa capacité, regarder deux jetons mine face cachée.",
    "tut.gw.peek": "Seuls les jetons au bord de l'eau ou à côté d'une construction sont révélés ; "
                   "les autres restent face cachée (une pioche sur un disque) jusqu'à ce qu'on "
                   "construise à côté. Regardez l'hexagone de forêt surligné, G7 : vous seul "
                   "voyez ce qu'il contient, pour choisir où construire ensuite. Vous pouvez "
                   "construire sur tout hexagone révélé, mais à la fin votre plus grand groupe de "
                   "constructions reliées rapporte 2 PV chacune.",
    "tut.gw.invest_ship": "Investissez dans la carte 4 avec vos 4 or : ses 6 PV, la tuile "
                          "bonus de 3 PV, et sa capacité, deux cases de transport gratuites."
                          " Un investissement par tour. Chaque carte indique sa capacité sous"
                          " son coût ; certaines améliorent un camp en colonie, ou ajoutent 2"
                          " ressources à votre piste stock.",
    "tut.gw.freeship": "Le transport gratuit de la carte 4 avance une diligence sans dépenser"
                       " de métal : avancez votre diligence de cuivre d'une ligne (la seconde"
                       " case suit).",
    "tut.gw.invest_boomtown": "Le dernier camp est posé : c'est le dernier tour de chacun, sans "
                              "construction. Investissez dans la carte 2 avec vos 4 argent : ses "
                              "5 PV et un jeton influence en plus à Boomtown.",
    "tut.gw.extraboomtown": "Le jeton de la carte 2 va sur un bureau où un adversaire a déjà le "
                            "sien : placez-le sur le Bureau des Actes. Vous marquerez tous deux "
                            "son bonus de fin (2 PV par majorité de terrain remportée). Une autre "
                            "carte en place un sur une case libre.",
    "tut.gw.end": "Vos métaux sont dépensés et le dernier tour est sans construction : "
                  "terminez votre tour, et le décompte final suit.",
    "tut.gw.score.supply": "les PV gagnés chaque fois que vous avez rangé des ressources en "
                           "cases 2 à 4 de votre piste stock.",
    "tut.gw.score.shipping": "vos diligences sur les pistes transport : les lignes franchies "
                             "et les tuiles bonus prises.",
    "tut.gw.score.investments": "les PV de vos cartes investissement et de leurs tuiles "
                                "bonus.",
    "tut.gw.score.boomtown": "vos jetons influence à Boomtown : les tuiles PV, et ce que "
                             "rapporte à la fin chaque bureau que vous tenez.",
    "tut.gw.score.largest_group": "2 PV par construction de votre plus grand groupe de camps "
                                  "et colonies reliés.",
    "tut.gw.score.majorities": "la majorité de chaque terrain : la plus forte influence (camp "
                               "1, colonie 2) gagne ses points ; les colonies départagent.",
    "tut.gw.score.wanted": "la pénalité Wanted : qui a le plus de camps dans la zone Wanted "
                           "perd 1 PV par camp, le deuxième moitié moins ; chaque pillage a "
                           "aussi coûté 1 PV.",
    # -- Montana ---------------------------------------------------------------------------
    "tut.mt.intro": "Montana : à chaque tour, vous faites une seule chose : recruter des "
                    "ouvriers, envoyer des ouvriers récolter des ressources (ou à la banque, "
                    "ou en ville), ou construire jusqu'à 3 campements, payés en ressources. "
                    "Le tour de table où un joueur construit son 12e campement est le dernier ; "
                    "le plus de campements gagne. Vous prenez ici une décision de chaque "
                    "sorte, et la partie joue les autres pour vous.",
    "tut.mt.start": "Vous commencez : posez la tuile de départ sur la région E5 (surlignée ; "
                    "le nom des régions s'affiche quand la souris est sur le paysage, et "
                    "toujours sur un écran tactile). On ne construit de "
                    "campement qu'à côté d'une région déjà prise : le paysage part d'ici. Puis la "
                    "roue tourne deux fois pour chaque joueur : ses premiers ouvriers.",
    "tut.mt.town": "L'action de ce tour : la ville. Sa colonne coûte 2 courges et sa ligne "
                   "rapporte trois ressources au choix ; choisir la ville vous donne aussi "
                   "une courge gratuite. D'autres lignes rapportent des échanges : un échange "
                   "remplace une petite pierre ou un petit cuivre à vous par un grand (contour "
                   "jaune), que demandent certaines régions.",
    "tut.mt.reward": "Prenez 3 petites pierres : les campements que vous construirez ensuite "
                     "demandent de la pierre, et les ressources paient les campements. Vos "
                     "ressources, pièces, ouvriers et vaches sont sur votre plateau, sous le "
                     "plateau Ouvriers.",
    "tut.mt.join": "Le joueur ordinateur a choisi la ville, et vous pouvez vous y joindre sur une "
                   "case libre : prenez la première case de la ligne 2, comme la dernière fois (2 "
                   "courges pour trois ressources). Passer ne coûte rien.",
    "tut.mt.build": "Construisez un campement en D6, à côté de la région de départ, en payant "
                    "exactement les ressources qu'elle montre. Un tour peut construire jusqu'à 3 "
                    "campements ; le plus de campements à la fin gagne. Une région à deux symboles "
                    "Campement, ou qui complète une ligne droite de 4 des vôtres, donne un "
                    "campement gratuit de plus.",
    "tut.mt.cow": "Un autre campement demande du blé et vous n'en avez pas : échangez une vache "
                  "(celle de D6, prise en y construisant) contre 1 blé. Une vache s'échange "
                  "contre 1 ressource au choix, 3 pièces ou 1 ouvrier, à tout moment de votre "
                  "tour.",
    "tut.mt.stop": "Ce blé a payé un deuxième campement, construit pour vous (le dernier coup "
                   "ci-dessus). Arrêtez de construire : chaque construction du tour non "
                   "utilisée rapporte 1 pièce.",
    "tut.mt.harvest": "Récoltez au Potager : payez 3 pièces pour la case qui rapporte 2 "
                      "courges. Les courges paient la ville. En partie, récoltez ce que demandent "
                      "les régions libres voisines des vôtres : un camp se paie avec exactement "
                      "les biens que montre sa région.",
    "tut.mt.send": "Choisissez les ouvriers : une case de récolte prend un ouvrier de la couleur "
                   "du lieu (ici un ouvrier courge) ou deux de n'importe quelle couleur. Les "
                   "ouvriers envoyés sont dépensés : quand toutes les grandes cases d'un lieu "
                   "sont prises, ses ouvriers retournent à la réserve, pas chez vous ; recrutez "
                   "pour en avoir d'autres.",
    "tut.mt.small": "Remplissez aussi la petite case, avec un autre ouvrier courge, pour une "
                    "courge de plus. Une petite case prend des ouvriers comme une grande (un de "
                    "la couleur de la zone ou deux de n'importe quelle couleur) : ne la "
                    "remplissez qu'avec des ouvriers en trop.",
    "tut.mt.recruit": "Ce tour-ci, recrutez : la flèche tourne et vous prenez les deux ouvriers de "
                      "la case où elle s'arrête. Plus d'ouvriers, plus de récoltes. Une case de "
                      "deux ouvriers blancs vous laisse choisir leur couleur ; au-delà de 8 "
                      "ouvriers, vous remettez les autres dans la réserve.",
    "tut.mt.wheat": "La flèche de la roue s'est arrêtée sur deux ouvriers courge : les voici dans "
                    "votre panneau, cerclés. Vous pouvez payer du blé pour l'avancer, 1 blé par "
                    "case, et recruter aussi les deux ouvriers indiqués : échangez d'abord votre "
                    "vache contre 1 blé.",
    "tut.mt.advance": "Payez le blé : la flèche avance d'une case et vous prenez aussi ses "
                      "ouvriers cuivre et blé. Deux ouvriers pour une vache qui, seule, n'en "
                      "paierait qu'un (une fois par tour, 7 cases au plus).",
    "tut.mt.canteen": "Construire près d'un lac vous a valu une gourde : buvez-la maintenant "
                      "pour jouer un autre tour tout de suite.",
    "tut.mt.bank": "Plus qu'une pièce : allez à la banque, envoyez-y 3 ouvriers et prenez 12 "
                   "pièces pour vos prochaines récoltes.",
    "tut.mt.end": "Construisez votre 12e et dernier campement en F7 : ce tour de table est le "
                  "dernier, et le plus de campements gagne (à égalité : vaches et gourdes, puis "
                  "ressources, pièces et ouvriers).",
    "tut.mt.score.camps": "vos campements dans le paysage : le plus de campements gagne.",
    "tut.mt.score.cows": "une égalité se départage d'abord par les vaches et les gourdes "
                         "ensemble.",
    "tut.mt.score.canteens": "elles comptent avec les vaches pour départager.",
    "tut.mt.score.goods": "puis ressources, pièces et ouvriers ensemble départagent une "
                          "égalité qui reste.",
    "tut.mt.score.coins": "elles comptent avec les ressources et les ouvriers au dernier "
                          "départage.",
    "tut.mt.score.workers": "ils comptent avec les ressources et les pièces au dernier "
                            "départage.",
    # the learner's seat, on the board and in the log: the same "you" as the steps
    "tut.seat": "Joueur {n} (vous)",
}
