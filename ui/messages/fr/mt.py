"""French texts of Montana."""

MESSAGES = {
    # == Montana ==================================================================================
    "ui.game.montana.about":
        "Envoyez vos ouvriers à la banque, à la mine et aux champs, puis bâtissez vos campements "
        "dans le paysage avant les autres.",
    "mt.status.camps": "Campements restants : {camps}",
    "mt.status.camps_of": "{name} {n}",
    "mt.status.ending": "Dernier tour de table : un joueur a construit son dernier campement",
    "mt.status.over": "Partie terminée",
    "mt.task.start_region": "Choisissez la région de la tuile de départ : on construit à côté "
                            "des régions occupées.",
    "mt.task.turn": "Choisissez votre action : recruter, récolter (banque, mine, carrière, "
                    "champ de blé, potager ou ville) ou construire.",
    "mt.task.choose_worker": "La roue laisse le choix : prenez un ouvrier de la couleur de "
                             "votre choix.",
    "mt.task.advance": "Vous avez pris {pair}. Payez du blé pour avancer la flèche et recruter "
                       "de nouveau (1 blé par case), ou arrêtez.",
    "mt.task.release": "Plus de 8 ouvriers : remettez-en un dans la réserve.",
    "mt.task.send": "Choisissez les ouvriers envoyés : {place}.",
    "mt.task.small": "Remplir aussi la petite case de cet emplacement pour {goods} de plus ?",
    "mt.task.town_place": "Placez votre représentant en ville (à droite d'un autre dans la "
                          "même rangée), ou passez.",
    "mt.task.town_reward": "Récompense de la ville ({reward}) pour {cost} courges : choisissez "
                           "ce que vous prenez.",
    "mt.task.build_more": "Encore {left} {left:construction|constructions} ce tour : construisez "
                          "un autre campement, ou arrêtez et prenez 1 pièce par construction "
                          "non utilisée.",
    "mt.task.canteen": "Buvez une gourde pour rejouer tout de suite, ou terminez votre tour.",
    # coups
    "mt.act.start": "Mettre la tuile de départ en {region}",
    "mt.act.build": "Construire un campement en {region} : payer {cost}",
    "mt.act.recruit": "Recruter : faire tourner la roue et prendre 2 ouvriers",
    "mt.act.bank": "Banque : envoyer {n} {n:ouvrier|ouvriers}, recevoir {coins} pièces",
    "mt.act.harvest": "{area} : payer {coins} {coins:pièce|pièces}, récolter {goods}",
    "mt.act.town": "Ville : {row}, pour {cost} courges",
    "mt.act.cow": "Échanger une vache contre {good}",
    "mt.act.cow.coins": "Échanger une vache contre {coins} pièces",
    "mt.act.cow.worker": "Échanger une vache contre un ouvrier {colour}",
    "mt.act.send": "Envoyer {workers} : {place}",
    "mt.act.small": "Remplir aussi la petite case (+{goods})",
    "mt.act.nosmall": "Laisser la petite case",
    "mt.act.pass": "Passer : pas de récompense en ville cette fois",
    "mt.act.reward.goods": "Prendre {goods}",
    "mt.act.reward.upgrade": "Échanger {goods} contre des grands modèles",
    "mt.act.reward.none": "Ne rien échanger",
    "mt.act.stop": "Arrêter de construire (1 pièce par construction non utilisée)",
    "mt.act.canteen": "Boire une gourde : rejouer un tour",
    "mt.act.endturn": "Terminer votre tour",
    "mt.act.advance": "Payer {n} blé : la flèche avance jusqu'à {segment}",
    "mt.act.noadvance": "Ne pas avancer la flèche",
    "mt.act.take": "Prendre un ouvrier {colour}",
    "mt.act.release": "Remettre un ouvrier {colour}",
    "mt.group.start": "Tuile de départ",
    "mt.group.build": "Construire un campement (3 au plus ce tour)",
    "mt.group.bank": "Banque",
    "mt.group.town": "Ville : {reward}",
    "mt.group.advance": "Avancer la flèche (1 blé par case)",
    "mt.group.send": "Envoyer des ouvriers",
    "mt.group.take": "Prendre un ouvrier",
    "mt.group.release": "Remettre un ouvrier",
    "mt.group.reward": "Récompense de la ville",
    "mt.short.region": "{region} : {cost}",
    "mt.short.bank": "{n} → {coins} pièces",
    "mt.short.harvest": "{coins} {coins:pièce|pièces} → {goods}",
    "mt.short.town": "{cost} courges",
    "mt.short.advance": "{n} : {segment}",
    "mt.free_moves": "Commerce de bétail (vous avez {n} {n:vache|vaches})",
    # journal
    "mt.setup": "La partie commence ; {first} joue en premier.",
    "mt.start_region": "La tuile de départ va en {region}.",
    "mt.spin": "{seat} fait tourner la roue : {segment}.",
    "mt.bank": "{seat} envoie {workers} à la banque et reçoit {coins} pièces.",
    "mt.harvest": "{seat} envoie {workers} ({area}), paie {coins} {coins:pièce|pièces} et "
                  "récolte {goods}.",
    "mt.harvest.small": "{seat} remplit la petite case avec {workers} et récolte {goods}.",
    "mt.town": "{seat} va en ville : {row}, colonne {col}.",
    "mt.town.displace": "{seat} va en ville : {row}, colonne {col}, et dépasse {displaced}.",
    "mt.town_pass": "{seat} passe en ville.",
    "mt.town_reward": "{seat} paie {cost} courges en ville ({row}).",
    "mt.town_reward.goods": "{seat} paie {cost} courges en ville ({row}) et prend {what}.",
    "mt.town_reward.upgrade": "{seat} paie {cost} courges en ville ({row}) et obtient en "
                              "échange {what}.",
    "mt.build": "{seat} construit un campement en {region} et paie {cost}.",
    "mt.build.more": "{seat} construit {camps} campements en {region} et paie {cost}.",
    "mt.cow": "{seat} prend la vache de la région {region}.",
    "mt.canteen_taken": "{seat} prend la gourde du lac {lake}.",
    "mt.line": "{seat} complète une ligne de 4 : un campement gratuit en {region}.",
    "mt.unused_builds": "{seat} reçoit {coins} {coins:pièce|pièces} pour les constructions non "
                        "utilisées.",
    "mt.canteen": "{seat} boit une gourde et rejoue.",
    "mt.cow_trade": "{seat} échange une vache contre {got}.",
    "mt.cow_trade.coins": "{seat} échange une vache contre des pièces.",
    "mt.cow_trade.worker": "{seat} échange une vache contre un ouvrier {colour}.",
    "mt.reset": "Zone pleine ({area}) : ses ouvriers retournent dans la réserve.",
    "mt.advance": "{seat} paie {steps} blé : la flèche avance jusqu'à {segment}.",
    "mt.release": "{seat} remet un ouvrier {colour} dans la réserve.",
    "mt.give_back": "Pas assez de {kind} dans la réserve : {seats} en rendent un.",
    "mt.last_camp": "{seat} a construit son dernier campement : ce tour de table est le "
                    "dernier.",
    "mt.game_over": "La partie est terminée.",
    # plateau
    "mt.order": "Ordre du tour :",
    "mt.map": "Le paysage : régions, leur coût, vaches, lacs et campements",
    "mt.lake_canteen": "lac avec une gourde",
    "mt.start_tile": "tuile de départ",
    "mt.camps_of": "{n} {n:campement|campements} de {seat}",
    "mt.costs": "coûte {cost}",
    "mt.double": "deux symboles Campement : un campement gratuit de plus",
    "mt.cow_here": "apporte une vache",
    "mt.legend": "Légende du paysage",
    "mt.wheel": "Roue Recrutement",
    "mt.pair.any": "2 ouvriers de n'importe quelle couleur",
    "mt.town_title": "Ville",
    "mt.reward.cow_and_upgrades": "une vache et jusqu'à 3 échanges",
    "mt.reward.three_goods": "3 ressources (petite pierre, petit cuivre, blé)",
    "mt.reward.two_upgrades": "jusqu'à 2 échanges",
    "mt.reward.coins_and_upgrade": "2 pièces et 1 échange",
    "mt.supply": "Réserve générale",
    "mt.worker_board": "Plateau Ouvriers",
    "mt.bank_rule": "N'importe quelles couleurs, exactement le nombre d'ouvriers indiqué.",
    "mt.area_rule": "1 ouvrier {colour} ou 2 de n'importe quelle couleur par case.",
    "mt.workers_n": "Ouvriers ({n}/8) :",
    "mt.letter.copper": "Cu",
    "mt.letter.stone": "Pi",
    "mt.letter.wheat": "Bl",
    "mt.letter.squash": "Co",
    # points
    "mt.score.camps": "Campements sur le paysage",
    "mt.score.cows": "Vaches",
    "mt.score.canteens": "Gourdes",
    "mt.score.goods": "Ressources",
    "mt.score.coins": "Pièces",
    "mt.score.workers": "Ouvriers",
    "mt.tie.cows_canteens": "Vaches + gourdes",
    "mt.tie.goods_coins_workers": "Ressources + pièces + ouvriers",
    # noms
    "mt.name.wheat": "blé",
    "mt.name.squash": "courge",
    "mt.name.copper_small": "petit cuivre",
    "mt.name.copper_large": "grand cuivre",
    "mt.name.stone_small": "petite pierre",
    "mt.name.stone_large": "grande pierre",
    "mt.name.copper": "cuivre",
    "mt.name.stone": "pierre",
    "mt.name.mine": "Mine",
    "mt.name.quarry": "Carrière",
    "mt.name.wheat_field": "Champ de blé",
    "mt.name.garden": "Potager",
    "mt.name.bank": "Banque",
    "mt.amount.wheat": "{n} blé",
    "mt.amount.squash": "{n} {n:courge|courges}",
    "mt.amount.copper_small": "{n} {n:petit cuivre|petits cuivres}",
    "mt.amount.copper_large": "{n} {n:grand cuivre|grands cuivres}",
    "mt.amount.stone_small": "{n} {n:petite pierre|petites pierres}",
    "mt.amount.stone_large": "{n} {n:grande pierre|grandes pierres}",
    "mt.amount.worker.copper": "{n} {n:ouvrier|ouvriers} cuivre",
    "mt.amount.worker.stone": "{n} {n:ouvrier|ouvriers} pierre",
    "mt.amount.worker.wheat": "{n} {n:ouvrier|ouvriers} blé",
    "mt.amount.worker.squash": "{n} {n:ouvrier|ouvriers} courge",
    "mt.amount.coins": "{n} {n:pièce|pièces}",
    "mt.amount.cows": "{n} {n:vache|vaches}",
    "mt.amount.canteens": "{n} {n:gourde|gourdes}",
    "mt.amount.camps": "{n} {n:campement|campements} encore à construire",
    "mt.wheel.picture": "Roue Recrutement ; la flèche montre {pair}",
    "mt.hub.spin": "Lancer",
    "mt.hub.stop": "Rester ici",
    "mt.tip.hub": "Recruter : faites tourner la flèche et prenez les 2 ouvriers de sa case. Vous "
                  "pouvez ensuite payer 1 blé par case (7 au plus) pour l'avancer une fois et en "
                  "prendre 2 de plus.",
    "mt.tip.segment.at": "La flèche montre cette case : {pair}.",
    "mt.tip.segment.ahead": "{pair}. {n} {n:case|cases} après la flèche : y avancer coûte {n} blé.",
    "mt.store": "Boutique",
    "mt.tip.store": "La boutique : les représentants attendent ici. En allant en ville, vous "
                    "prenez 1 courge et placez le vôtre dans une rangée ; chaque autre joueur "
                    "peut ensuite placer le sien ou passer.",
    "mt.rep_of": "représentant de {seat}",
    "mt.tip.town_col": "Colonne {col} : {n} {n:courge|courges}, payées à la fin de l'action Ville.",
    "mt.tip.town_row": "Récompense de cette rangée : {reward}. Un échange remplace une de vos "
                       "petites pierres ou un de vos petits cuivres par un grand.",
    "mt.tip.town_cell": "{reward}, pour {n} {n:courge|courges}. Qui entre ensuite dans cette "
                        "rangée se place à votre droite, et vous vous déplacez ou passez.",
    "mt.short.pass": "Passer",
    "mt.short.no_upgrade": "Aucun échange",
    "mt.short.nosmall": "Non merci",
    "mt.short.canteen": "Boire",
    "mt.rule.or": "ou",
    "mt.tip.bank_space": "Banque : placez exactement {n} {n:ouvrier|ouvriers} de n'importe "
                         "quelles couleurs et recevez {coins} pièces. Quand toutes les cases de "
                         "la banque sont occupées, leurs ouvriers retournent à la réserve à la "
                         "fin du tour.",
    "mt.tip.large_box": "{area}, grande case : 1 ouvrier {colour} ou 2 ouvriers de n'importe "
                        "quelles couleurs ; payez {coins} {coins:pièce|pièces} et récoltez "
                        "{goods}.",
    "mt.tip.small_box": "{area}, petite case : juste après la grande, 1 ouvrier {colour} ou 2 de "
                        "n'importe quelles couleurs récoltent {goods} de plus, sans rien payer.",
    "mt.tip.area": "{area} : quand toutes ses grandes cases sont occupées, tous ses ouvriers "
                   "retournent à la réserve à la fin du tour.",
    "mt.tip.supply_good": "{good} Il en reste {n} dans la réserve générale ; quand il en manque, "
                          "chaque joueur en rend d'abord un.",
    "mt.tip.worker": "Ouvrier {colour} : seul, il récolte à la {area} ; ailleurs, il faut 2 "
                     "ouvriers de n'importe quelles couleurs par case. {n} dans la réserve.",
    "mt.tip.cow_supply": "{n} {n:vache|vaches} dans la réserve : la première rangée de la ville "
                         "en donne une.",
    "mt.tip.slots": "Emplacements Ouvrier : {n} sur 8 occupés. Personne n'a jamais plus de 8 "
                    "ouvriers.",
    "mt.tip.coins": "Les pièces paient les récoltes ; à la fin, elles ne servent qu'à départager.",
    "mt.tip.cows": "Vaches : à tout moment de votre tour, échangez-en une contre une petite "
                   "pierre, un petit cuivre, un blé, une courge, 3 pièces ou un ouvrier. À la "
                   "fin, elles départagent.",
    "mt.tip.canteens": "Gourdes : à la fin d'un de vos tours, dépensez-en une pour jouer aussitôt "
                       "un nouveau tour. À la fin, elles départagent.",
    "mt.tip.camps": "{n} {n:campement|campements} encore à construire. Qui construit son dernier "
                    "campement termine la partie à la fin du tour de table ; le plus de "
                    "campements sur le paysage l'emporte.",
    "mt.coins_name": "pièces",
    "mt.cows_name": "vaches",
    "mt.canteens_name": "gourdes",
    "mt.camps_name": "campements à construire",
    "mt.tip.mountain": "montagne : on n'y construit pas",
    "mt.tip.lake": "lac : on n'y construit pas",
    "mt.tip.lake_canteen": "lac avec une gourde : le premier campement construit à côté prend la "
                           "gourde",
    "mt.tip.start_tile": "la tuile de départ : on construit à côté d'elle ou d'autres campements",
    "mt.tip.good.wheat": "Blé : paie les régions qui le montrent et fait avancer la flèche de la "
                         "roue Recrutement (1 par case).",
    "mt.tip.good.squash": "Courge : paie les régions qui la montrent, et la ville (le coût de sa "
                          "colonne).",
    "mt.tip.good.copper_small": "Petit cuivre : paie les régions qui le montrent ; un échange en "
                                "ville le change en grand cuivre. Il ne remplace jamais un grand.",
    "mt.tip.good.copper_large": "Grand cuivre (contour et flèche jaunes) : paie les régions qui "
                                "le montrent ; seul un échange en ville en donne.",
    "mt.tip.good.stone_small": "Petite pierre : paie les régions qui la montrent ; un échange en "
                               "ville la change en grande pierre. Elle ne remplace jamais une "
                               "grande.",
    "mt.tip.good.stone_large": "Grande pierre (contour et flèche jaunes) : paie les régions qui "
                               "la montrent ; seul un échange en ville en donne.",
    "mt.worker.copper": "ouvrier cuivre",
    "mt.worker.stone": "ouvrier pierre",
    "mt.worker.wheat": "ouvrier blé",
    "mt.worker.squash": "ouvrier courge",
    "mt.worker.any": "ouvrier au choix",
    "mt.letter.any": "?",
    "mt.name.cow": "vache",
    "mt.fold.free_spaces": "Cases libres",
    "mt.fold.spaces": "{area} : {n} {n:case libre|cases libres} sur {of}",
    "mt.fold.town_row": "Rangée {row} ({reward}) : {seat}, pour {n} {n:courge|courges}",
    "mt.fold.town_free": "Rangée {row} ({reward}) : libre",
}
