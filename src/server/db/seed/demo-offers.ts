/**
 * Offers published by the demo suppliers. They answer most demo needs, usually in other words
 * than the need (synonyms, a related sector), which is what the matching engine must handle.
 */
import type { SectorKey } from "../../../shared/categories";
import { DEFAULT_CURRENCY } from "../../../shared/constants";
import { demoCompanyLocation } from "./demo-companies";
import type { SeedOffer } from "./types";

interface OfferRow {
  title: string;
  description: string;
  category: SectorKey;
  price: number;
  deliveryTime: string;
  keywords: string[];
  certifications?: string[];
  minOrderQuantity?: number;
  /** Defaults to the supplier's city. */
  location?: string;
}

function offersOf(companyKey: string, rows: OfferRow[]): SeedOffer[] {
  const home = demoCompanyLocation(companyKey);
  return rows.map(({ certifications, minOrderQuantity, location, ...row }) => ({
    ...row,
    companyKey,
    currency: DEFAULT_CURRENCY,
    location: location ?? home,
    certifications: certifications ?? [],
    minOrderQuantity: minOrderQuantity ?? 1,
  }));
}

export const DEMO_OFFERS: readonly SeedOffer[] = [
  ...offersOf("fournisseur", [
    {
      title: "Wi-Fi professionnel pour hôtels, campus et bureaux",
      description: "Étude de couverture radio, fourniture et pose de bornes Wi-Fi 6 alimentées en PoE, portail captif pour vos clients et supervision centralisée. Nous planifions les travaux pour ne pas gêner l'exploitation des chambres et des salles de séminaire. Prix indiqué par borne installée.",
      category: "technology", price: 450, deliveryTime: "sous 3 semaines",
      keywords: ["réseau sans fil", "bornes Wi-Fi 6", "portail captif", "hôtellerie"], certifications: ["ISO 9001"], minOrderQuantity: 5,
    },
    {
      title: "Location de PC portables prêts à l'emploi",
      description: "Ordinateurs portables professionnels 14 et 15 pouces (Core i5 ou i7, 16 Go, SSD) en location sur 24 à 48 mois ou à l'achat, préparés avec vos logiciels et livrés prêts à l'emploi. Remplacement sous 24 h en cas de panne. Prix mensuel par poste.",
      category: "technology", price: 39, deliveryTime: "sous 10 jours",
      keywords: ["ordinateurs portables", "laptop", "location évolutive", "parc informatique"], minOrderQuantity: 5,
    },
    {
      title: "Vidéoprotection IP pour parkings et établissements recevant du public",
      description: "Caméras IP 4K à vision nocturne, enregistreur 30 jours et consultation à distance sur mobile. Nous préparons le dossier de déclaration en préfecture et assurons la maintenance. Prix d'un ensemble de 8 caméras installées.",
      category: "security", price: 8500, deliveryTime: "sous 3 semaines",
      keywords: ["caméras de surveillance", "vidéosurveillance", "sécurité des parkings"], certifications: ["APSAD"],
    },
    {
      title: "Infogérance et support informatique pour PME",
      description: "Supervision des serveurs et des postes, sauvegardes externalisées, hotline en français de 8 h à 19 h et interventions sur site en région lyonnaise. Forfait mensuel par poste, sans engagement au-delà de 12 mois.",
      category: "technology", price: 55, deliveryTime: "démarrage sous 2 semaines",
      keywords: ["maintenance informatique", "helpdesk", "infogérance", "sauvegarde"], certifications: ["ISO 27001"], minOrderQuantity: 10,
    },
    {
      title: "Écrans interactifs et équipement de salles de réunion",
      description: "Écrans tactiles de 65 à 86 pouces, partage d'écran sans fil et visioconférence pour salles de réunion et de formation. Pose murale ou sur pied mobile et prise en main par vos équipes.",
      category: "technology", price: 3900, deliveryTime: "sous 2 semaines",
      keywords: ["tableau interactif", "écran tactile", "visioconférence", "salle de formation"],
    },
  ]),
  ...offersOf("infra-ouest", [
    {
      title: "Serveurs et stockage pour la virtualisation",
      description: "Serveurs rack 1U et 2U bi-processeur, baies de stockage et NAS, configurés et installés dans votre salle ou chez votre hébergeur. Garantie 5 ans avec intervention le jour ouvré suivant.",
      category: "technology", price: 6900, deliveryTime: "3 à 4 semaines",
      keywords: ["serveur rack", "hyperviseur", "stockage", "datacenter"], certifications: ["ISO 9001"],
    },
    {
      title: "Test d'intrusion et audit de cybersécurité",
      description: "Auditeurs certifiés : test d'intrusion externe et applicatif, revue de configuration des postes et de l'annuaire, campagne de faux courriels piégés. Rapport et plan de remédiation priorisé présentés à la direction.",
      category: "technology", price: 9500, deliveryTime: "démarrage sous 3 semaines",
      keywords: ["pentest", "sécurité informatique", "phishing", "RSSI"], certifications: ["ISO 27001"],
    },
    {
      title: "Ordinateurs portables reconditionnés grade A",
      description: "PC portables professionnels reconditionnés en France, garantis 2 ans, batterie neuve et Windows 11 Pro. Une solution économique et sobre pour les postes administratifs et d'accueil.",
      category: "technology", price: 420, deliveryTime: "48h",
      keywords: ["PC portables", "reconditionné", "économie circulaire"], minOrderQuantity: 5,
    },
    {
      title: "Moniteurs professionnels et stations d'accueil USB-C",
      description: "Moniteurs de 24 à 34 pouces, dont des modèles calibrés pour la retouche photo et le graphisme, stations d'accueil et accessoires de poste. Livraison et installation sur vos bureaux.",
      category: "electronics", price: 390, deliveryTime: "sous 5 jours ouvrés",
      keywords: ["écrans", "QHD", "docking", "poste de travail"], minOrderQuantity: 2,
    },
  ]),
  ...offersOf("cuisine-pro-atlantique", [
    {
      title: "Fours de boulangerie et fours mixtes professionnels",
      description: "Fours ventilés et mixtes de 6 à 20 niveaux, formats GN et 400 × 600 pour la pâtisserie et la viennoiserie. Livraison, raccordement et formation du personnel, reprise de votre ancien matériel.",
      category: "food", price: 12500, deliveryTime: "3 à 4 semaines",
      keywords: ["four ventilé", "fournil", "pâtisserie", "cuisson"], certifications: ["HACCP"],
    },
    {
      title: "Chambres froides et armoires réfrigérées inox",
      description: "Chambres froides positives et négatives sur mesure, armoires réfrigérées inox, groupes au fluide R290. Contrat de maintenance avec dépannage 6 jours sur 7.",
      category: "food", price: 2800, deliveryTime: "sous 2 semaines",
      keywords: ["froid commercial", "réfrigération", "conservation"], certifications: ["HACCP"],
    },
    {
      title: "Lave-vaisselle à capot et équipement de plonge",
      description: "Lave-vaisselle à capot ou frontaux, tables de plonge et adoucisseurs pour restaurants et cuisines collectives. Installation et contrat d'entretien.",
      category: "food", price: 4900, deliveryTime: "sous 5 jours ouvrés",
      keywords: ["plonge", "restauration", "cuisine professionnelle"],
    },
  ]),
  ...offersOf("mediequip", [
    {
      title: "Lits médicalisés électriques pour hôpitaux et EHPAD",
      description: "Lits à hauteur variable avec barrières intégrées et plicature électrique, conformes à la norme IEC 60601-2-52. Livraison en chambre, mise en service et reprise de vos anciens lits.",
      category: "healthcare", price: 2100, deliveryTime: "sous 2 semaines",
      keywords: ["lit hospitalier", "soins", "mobilier médical"], certifications: ["ISO 13485"], minOrderQuantity: 5,
    },
    {
      title: "Défibrillateurs automatiques avec maintenance 8 ans",
      description: "DAE entièrement automatiques à guidage vocal, armoires intérieures ou extérieures chauffées, signalétique et maintenance sur 8 ans. Sessions d'initiation pour vos équipes en option.",
      category: "healthcare", price: 1490, deliveryTime: "48h",
      keywords: ["DAE", "arrêt cardiaque", "premiers secours"], certifications: ["marquage CE médical"],
    },
    {
      title: "Gants nitrile et consommables d'hygiène",
      description: "Gants d'examen nitrile non poudrés conformes à l'EN 455, masques chirurgicaux type IIR, surblouses et solutions hydroalcooliques, livrés par carton complet. Prix par carton de 1 000 gants.",
      category: "healthcare", price: 49, deliveryTime: "48h",
      keywords: ["gants d'examen", "EPI", "consommables médicaux"], certifications: ["ISO 13485"], minOrderQuantity: 10,
    },
    {
      title: "Fauteuils de soins et de prélèvement",
      description: "Fauteuils électriques à deux moteurs, position Trendelenburg, revêtement sans phtalates nettoyable aux désinfectants hospitaliers. Pour laboratoires, hôpitaux de jour et cabinets.",
      category: "healthcare", price: 1800, deliveryTime: "sous 2 semaines",
      keywords: ["fauteuil médical", "prélèvement", "chimiothérapie"], certifications: ["ISO 13485"],
    },
  ]),
  ...offersOf("clarte-proprete", [
    {
      title: "Bionettoyage en établissement de santé",
      description: "Agents formés aux protocoles d'hygiène hospitalière pour l'entretien des chambres, des blocs et des circulations, traçabilité des passages et astreinte le week-end. Prix annuel au m².",
      category: "services", price: 24, deliveryTime: "démarrage le mois suivant la commande",
      keywords: ["nettoyage hospitalier", "hygiène", "entretien des locaux"], certifications: ["ISO 9001", "Qualipropre"],
    },
    {
      title: "Nettoyage de bureaux et de centres de formation",
      description: "Entretien quotidien ou hebdomadaire des bureaux, salles et sanitaires, en soirée ou tôt le matin, vitrerie en option. Produits écolabellisés et contrôle qualité mensuel. Prix annuel au m².",
      category: "services", price: 14, deliveryTime: "sous 1 mois",
      keywords: ["ménage", "propreté", "entretien"], certifications: ["Ecolabel"],
      location: "Marseille",
    },
    {
      title: "Entretien des espaces verts d'entreprise",
      description: "Tonte, taille des haies et gestion différenciée sans produits phytosanitaires, évacuation des déchets verts. Passages programmés sur l'année.",
      category: "services", price: 2, deliveryTime: "planning à convenir",
      keywords: ["paysagiste", "jardin", "tonte"],
    },
  ]),
  ...offersOf("manutention-levage", [
    {
      title: "Chariots élévateurs électriques lithium, vente et location",
      description: "Chariots frontaux électriques de 1,6 à 3 t, batteries lithium-ion, levée jusqu'à 7 m. Location longue durée avec maintenance préventive, ou achat avec reprise de vos chariots thermiques.",
      category: "logistics", price: 29000, deliveryTime: "sous 2 semaines",
      keywords: ["chariot frontal", "manutention", "engin de levage", "LLD"], certifications: ["ISO 9001"],
    },
    {
      title: "Transpalettes et gerbeurs électriques",
      description: "Transpalettes électriques à timon et gerbeurs de 1,2 à 2 t, batteries lithium 24 V. Livrés prêts à l'emploi avec formation à la prise en main.",
      category: "logistics", price: 3200, deliveryTime: "48h",
      keywords: ["transpalette", "gerbeur", "manutention"],
    },
    {
      title: "Rayonnages à palettes et contrôle annuel",
      description: "Racks à palettes en acier galvanisé, étude d'implantation, montage et contrôle annuel selon la norme EN 15635. Prix au mètre linéaire.",
      category: "logistics", price: 180, deliveryTime: "3 à 4 semaines",
      keywords: ["racks", "stockage", "entrepôt"], minOrderQuantity: 10,
    },
    {
      title: "Chariots d'occasion révisés pour centres de formation",
      description: "Chariots élévateurs et gerbeurs d'occasion récente, révisés dans notre atelier et garantis 6 mois, adaptés aux plateaux techniques de formation CACES.",
      category: "logistics", price: 12000, deliveryTime: "sur stock, expédition sous 24h",
      keywords: ["occasion", "chariot", "formation cariste"],
    },
  ]),
  ...offersOf("transports-guerin", [
    {
      title: "Transport frigorifique régional et tournées matinales",
      description: "Tournées sous température dirigée (0 à +4 °C), départs dès 4 h du matin, pour boulangeries, traiteurs et magasins. Suivi GPS et preuve de livraison électronique. Prix par tournée.",
      category: "logistics", price: 290, deliveryTime: "démarrage sous 2 semaines",
      keywords: ["transport alimentaire", "camion frigorifique", "livraison"], certifications: ["ISO 9001", "Objectif CO2"],
    },
    {
      title: "Messagerie palettisée France entière",
      description: "Enlèvement sous 24 h et livraison en 24 à 48 h de vos palettes partout en France, hayon sur demande, suivi en ligne. Prix indicatif par palette.",
      category: "logistics", price: 95, deliveryTime: "48h",
      keywords: ["fret", "palettes", "transport routier"],
    },
    {
      title: "Stockage et préparation de commandes",
      description: "Entrepôt sécurisé près de Rennes, stockage ambiant et froid positif, préparation de commandes et expédition le jour même. Prix mensuel par emplacement palette.",
      category: "logistics", price: 12, deliveryTime: "démarrage sous 2 semaines",
      keywords: ["entreposage", "logistique", "préparation de commandes"], minOrderQuantity: 20,
    },
  ]),
  ...offersOf("studio-nuance", [
    {
      title: "Création et refonte de sites internet",
      description: "Sites vitrines et catalogues multilingues, design adapté au mobile et administration simple par vos équipes. Référencement de base, hébergement en France et maintenance la première année.",
      category: "marketing", price: 9500, deliveryTime: "8 à 10 semaines",
      keywords: ["site web", "webdesign", "agence web"],
    },
    {
      title: "Référencement naturel et rédaction de contenus",
      description: "Audit technique, choix des mots-clés, rédaction d'articles et suivi mensuel des positions pour gagner en visibilité sur Google. Prix mensuel.",
      category: "marketing", price: 900, deliveryTime: "démarrage sous 2 semaines",
      keywords: ["SEO", "contenus", "visibilité"],
    },
    {
      title: "Community management LinkedIn pour entreprises B2B",
      description: "Ligne éditoriale, douze publications par mois, visuels et reporting d'audience pour votre page LinkedIn et les profils de vos dirigeants. Prix mensuel.",
      category: "marketing", price: 1200, deliveryTime: "démarrage sous 2 semaines",
      keywords: ["réseaux sociaux", "LinkedIn", "social media"],
    },
    {
      title: "Impression de flyers, kakémonos et stands de salon",
      description: "Impression numérique et offset sur papiers certifiés, kakémonos enrouleurs, stands parapluie et PLV, avec bon à tirer sous 48 h. Prix pour 1 000 flyers A5.",
      category: "marketing", price: 89, deliveryTime: "sous 5 jours ouvrés",
      keywords: ["imprimerie", "PLV", "salon"], certifications: ["Imprim'Vert", "FSC"],
    },
  ]),
  ...offersOf("tissages-ponant", [
    {
      title: "Linge hôtelier en coton tissé en France",
      description: "Draps et housses en percale 200 fils, serviettes et draps de bain 550 g, peignoirs, résistants aux lavages industriels. Broderie du nom de l'établissement sur demande. Prix moyen par pièce.",
      category: "textile", price: 18, deliveryTime: "6 semaines",
      keywords: ["draps", "serviettes de bain", "hôtellerie", "linge de lit"], certifications: ["OEKO-TEX", "Origine France Garantie"], minOrderQuantity: 100,
    },
    {
      title: "Vêtements de travail personnalisés",
      description: "Pantalons multipoches, polos, vestes softshell et blouses brodés à votre logo, dotations gérées salarié par salarié. Tailles du XS au 5XL.",
      category: "textile", price: 35, deliveryTime: "sous 4 semaines",
      keywords: ["tenues professionnelles", "uniformes", "broderie"], certifications: ["OEKO-TEX"], minOrderQuantity: 20,
    },
    {
      title: "Vêtements haute visibilité et EPI textiles",
      description: "Gilets, parkas et pantalons haute visibilité conformes à la norme EN ISO 20471, gants de manutention et chaussures de sécurité, livrés par chantier.",
      category: "textile", price: 25, deliveryTime: "sous 2 semaines",
      keywords: ["EPI", "haute visibilité", "sécurité"], minOrderQuantity: 20,
    },
  ]),
  ...offersOf("solaris-energies", [
    {
      title: "Centrales photovoltaïques en toiture clés en main",
      description: "Étude de structure, fourniture et pose de modules monocristallins, onduleurs, raccordement au réseau et supervision, de 9 à 500 kWc. Prix indicatif par kWc installé.",
      category: "energy", price: 950, deliveryTime: "étude sous 2 semaines, pose sous 3 mois",
      keywords: ["panneaux solaires", "autoconsommation", "PV"], certifications: ["RGE QualiPV"], minOrderQuantity: 9,
    },
    {
      title: "Bornes de recharge pour flottes et parkings",
      description: "Bornes de 7 à 22 kW et bornes rapides, pilotage dynamique de la puissance, supervision et badges. Installation par électriciens IRVE, aides à l'installation déduites du devis. Prix par point de charge.",
      category: "energy", price: 1900, deliveryTime: "sous 4 semaines",
      keywords: ["IRVE", "recharge", "véhicules électriques", "parking"], certifications: ["IRVE"], minOrderQuantity: 2,
    },
    {
      title: "Audit énergétique et accompagnement décret tertiaire",
      description: "Audits conformes à la norme EN 16247, déclarations sur OPERAT, plan de travaux chiffré et recherche des aides CEE. Prix par bâtiment.",
      category: "energy", price: 4500, deliveryTime: "sous 1 mois",
      keywords: ["efficacité énergétique", "OPERAT", "CEE"], certifications: ["ISO 50001"],
    },
    {
      title: "Batteries de stockage pour l'autoconsommation",
      description: "Batteries lithium-fer-phosphate de 10 à 200 kWh couplées à votre installation solaire, supervision à distance et garantie 10 ans.",
      category: "energy", price: 8900, deliveryTime: "sous 4 semaines",
      keywords: ["stockage d'énergie", "batterie", "solaire"],
    },
  ]),
  ...offersOf("bati-renov", [
    {
      title: "Rénovation énergétique de bâtiments tertiaires",
      description: "Isolation des combles et des toitures-terrasses, isolation par l'extérieur et remplacement des menuiseries, en site occupé. Entreprise RGE, dossiers CEE montés par nos soins. Prix moyen au m².",
      category: "construction", price: 120, deliveryTime: "planning à convenir",
      keywords: ["isolation thermique", "ITE", "menuiseries", "économies d'énergie"], certifications: ["Qualibat RGE"],
    },
    {
      title: "Location et montage d'échafaudages de façade",
      description: "Échafaudages multidirectionnels conformes à la norme EN 12810, montage et démontage par nos équipes, filets et protections, note de calcul fournie. Prix mensuel au m².",
      category: "construction", price: 12, deliveryTime: "sous 2 semaines",
      keywords: ["échafaudage", "ravalement", "travaux en hauteur"], certifications: ["MASE"], minOrderQuantity: 100,
    },
    {
      title: "Aménagement et rénovation de bureaux",
      description: "Cloisons, plafonds acoustiques, sols, électricité et peinture : rénovation tous corps d'état de vos bureaux, en site occupé si nécessaire. Prix moyen au m².",
      category: "construction", price: 650, deliveryTime: "planning à convenir",
      keywords: ["travaux", "aménagement", "second œuvre"], certifications: ["Qualibat RGE"],
    },
  ]),
  ...offersOf("agriservices-vaucluse", [
    {
      title: "Tracteurs vignerons et fruitiers",
      description: "Tracteurs étroits de 75 à 110 ch, cabine pressurisée catégorie 4, relevage avant et prise de force. Reprise de votre ancien matériel et atelier de réparation sur place.",
      category: "agriculture", price: 68000, deliveryTime: "6 semaines",
      keywords: ["tracteur étroit", "viticulture", "arboriculture"],
    },
    {
      title: "Irrigation goutte-à-goutte clés en main",
      description: "Étude hydraulique, station de filtration, programmateur connecté et gaines à goutteurs autorégulants pour vignes et vergers. Prix indicatif à l'hectare.",
      category: "agriculture", price: 4200, deliveryTime: "sous 1 mois",
      keywords: ["arrosage", "irrigation", "économie d'eau"],
    },
    {
      title: "Pulvérisateurs viticoles face par face",
      description: "Pulvérisateurs traînés et portés avec coupure de tronçons, buses anti-dérive et panneaux récupérateurs. Contrôle obligatoire réalisé à la livraison.",
      category: "agriculture", price: 24000, deliveryTime: "3 à 4 semaines",
      keywords: ["pulvérisation", "traitement", "vigne"], certifications: ["Certiphyto"],
    },
  ]),
  ...offersOf("pneus-services-pl", [
    {
      title: "Pneumatiques poids lourds et gestion de flotte",
      description: "Pneus neufs et rechapés, recreusage, permutations planifiées et dépannage 24 h/24 sur le réseau routier de l'Ouest et du Centre, avec reporting par véhicule. Prix moyen par pneu.",
      category: "automotive", price: 420, deliveryTime: "48h",
      keywords: ["pneus camions", "flotte", "rechapage", "dépannage"], certifications: ["ISO 14001"], minOrderQuantity: 4,
    },
    {
      title: "Ponts élévateurs et équipement de garage",
      description: "Ponts 2 et 4 colonnes, ponts ciseaux, démonte-pneus et équilibreuses. Installation, vérification de mise en service et contrat de contrôle périodique.",
      category: "automotive", price: 4900, deliveryTime: "sous 2 semaines",
      keywords: ["levage", "atelier mécanique", "garage"],
    },
    {
      title: "Entretien de flottes sur site",
      description: "Vidanges, freins et pneumatiques réalisés sur votre parking par nos camions-ateliers, véhicules électriques compris. Prix moyen par véhicule et par an.",
      category: "automotive", price: 180, deliveryTime: "intervention sous 72h",
      keywords: ["maintenance", "flotte automobile", "réparation"], minOrderQuantity: 5,
    },
  ]),
  ...offersOf("espaces-pro", [
    {
      title: "Bureaux flexibles en Île-de-France",
      description: "Plateaux de 100 à 1 500 m² à Paris, La Défense et Saint-Denis, meublés ou nus, bail de 12 mois renouvelable, salles de réunion partagées. Loyer annuel au m² hors charges.",
      category: "real_estate", price: 420, deliveryTime: "disponible immédiatement",
      keywords: ["location de bureaux", "coworking", "bail flexible"], certifications: ["Carte T"],
    },
    {
      title: "Bureaux à louer à Lille et Euralille",
      description: "Surfaces de 150 à 600 m² lumineuses, proches des gares, avec parking et bornes de recharge. Visites sous 48 h. Loyer annuel au m² hors charges.",
      category: "real_estate", price: 210, deliveryTime: "disponible sous 3 mois",
      keywords: ["bureaux", "local professionnel", "Lille"], certifications: ["Carte T"], location: "Lille",
    },
    {
      title: "Locaux d'activité et entrepôts à louer",
      description: "Cellules de 500 à 5 000 m² avec bureaux, quais de chargement et accès poids lourds, en parcs d'activités d'Île-de-France. Loyer annuel au m².",
      category: "real_estate", price: 95, deliveryTime: "disponible immédiatement",
      keywords: ["entrepôt", "atelier", "immobilier d'entreprise"], certifications: ["Carte T"],
    },
  ]),
  ...offersOf("expertise-chiffres", [
    {
      title: "Externalisation de la paie et des déclarations sociales",
      description: "Bulletins de paie, DSN, entrées et sorties, portail salarié pour les documents dématérialisés. Un gestionnaire de paie dédié. Prix par bulletin.",
      category: "finance", price: 28, deliveryTime: "démarrage le mois suivant la commande",
      keywords: ["paie", "social", "bulletins"], certifications: ["Ordre des experts-comptables"], minOrderQuantity: 5,
    },
    {
      title: "Courtage en assurances professionnelles",
      description: "Responsabilité civile professionnelle, multirisque, cyber-risques, flotte et perte d'exploitation : nous comparons plusieurs assureurs et vous accompagnons en cas de sinistre. Honoraires indicatifs d'étude.",
      category: "finance", price: 900, deliveryTime: "sous 2 semaines",
      keywords: ["assurance", "courtier", "RC pro", "sinistres"], certifications: ["ORIAS"],
    },
    {
      title: "Expertise comptable pour PME, associations et coopératives",
      description: "Tenue ou révision comptable, bilan, liasse fiscale, tableau de bord mensuel et préparation des assemblées générales. Forfait mensuel.",
      category: "finance", price: 450, deliveryTime: "démarrage le mois suivant la commande",
      keywords: ["comptabilité", "bilan", "fiscalité"], certifications: ["Ordre des experts-comptables"],
    },
  ]),
  ...offersOf("talents-organisation", [
    {
      title: "Recrutement de profils techniques et informatiques",
      description: "Approche directe de développeurs, ingénieurs et techniciens, évaluation des candidats et garantie de remplacement de 6 mois. Honoraires au succès, prix moyen par poste.",
      category: "consulting", price: 15000, deliveryTime: "shortlist sous 4 semaines",
      keywords: ["cabinet de recrutement", "chasse", "ingénieurs"],
    },
    {
      title: "Accompagnement ISO 9001, ISO 14001 et ISO 45001",
      description: "Diagnostic des écarts, rédaction du système documentaire, formation des auditeurs internes et audit à blanc avant la certification. Prix par jour de conseil.",
      category: "consulting", price: 950, deliveryTime: "démarrage sous 2 semaines",
      keywords: ["certification", "qualité", "environnement", "norme ISO"], certifications: ["Qualiopi"],
    },
    {
      title: "Formation des managers de proximité",
      description: "Parcours de 2 à 4 jours sur le feedback, la délégation, l'entretien annuel et la conduite du changement, en intra ou inter-entreprises, finançable par votre OPCO. Prix par journée de session.",
      category: "consulting", price: 2400, deliveryTime: "sous 1 mois",
      keywords: ["management", "leadership", "formation"], certifications: ["Qualiopi"],
    },
    {
      title: "Bilan carbone et stratégie RSE",
      description: "Bilan des émissions sur les scopes 1, 2 et 3 selon la méthode de l'ADEME, plan de transition chiffré et restitution au comité de direction.",
      category: "consulting", price: 12000, deliveryTime: "sous 1 mois",
      keywords: ["RSE", "décarbonation", "climat"],
    },
  ]),
  ...offersOf("usinage-forez", [
    {
      title: "Usinage 5 axes de pièces aéronautiques et industrielles",
      description: "Pièces en aluminium, titane et inox usinées sur centres 5 axes, contrôle tridimensionnel et certificat de conformité par lot. Petites et moyennes séries. Prix moyen par pièce.",
      category: "manufacturing", price: 85, deliveryTime: "3 à 4 semaines",
      keywords: ["usinage CN", "aéronautique", "fraisage", "sous-traitance"], certifications: ["EN 9100", "ISO 9001"], minOrderQuantity: 20,
    },
    {
      title: "Découpe laser et pliage de tôles",
      description: "Laser fibre 12 kW sur tôles jusqu'à 20 mm, pliage, ébavurage et soudure, à partir de vos fichiers DXF ou STEP. Prix moyen par pièce.",
      category: "manufacturing", price: 6, deliveryTime: "sous 2 semaines",
      keywords: ["tôlerie", "découpe", "métal", "pliage"], certifications: ["ISO 9001"], minOrderQuantity: 50,
    },
    {
      title: "Chaudronnerie et soudure sur plan",
      description: "Ensembles mécano-soudés en acier et inox, soudeurs qualifiés MIG, MAG et TIG, finition par grenaillage ou peinture. Prix horaire d'atelier.",
      category: "manufacturing", price: 58, deliveryTime: "sous 1 mois",
      keywords: ["soudage", "mécano-soudure", "métallerie"], certifications: ["ISO 9001"],
    },
  ]),
  ...offersOf("cartonnages-nord", [
    {
      title: "Cartons ondulés et boîtes pâtissières sur mesure",
      description: "Cartons d'expédition simple ou double cannelure, boîtes à gâteaux alimentaires et cartons pliables, impression de votre logo. Prix pour 1 000 cartons standard.",
      category: "packaging", price: 650, deliveryTime: "sous 2 semaines",
      keywords: ["emballage carton", "boîtes", "expédition"], certifications: ["FSC"], minOrderQuantity: 500,
    },
    {
      title: "Étiquettes adhésives imprimées, dont étiquettes de vin",
      description: "Étiquettes en rouleaux pour étiqueteuses, papiers texturés résistant à l'humidité, dorure à chaud et vernis sélectif, étiquettes thermiques logistiques. Prix pour 1 000 étiquettes.",
      category: "packaging", price: 45, deliveryTime: "sous 2 semaines",
      keywords: ["étiquetage", "étiquettes", "impression"], certifications: ["FSC"], minOrderQuantity: 5,
    },
    {
      title: "Sacs kraft et consommables pour drive et e-commerce",
      description: "Sacs papier kraft à poignées, pochettes, sachets et papier de calage, personnalisables. Prix par carton de 500 sacs.",
      category: "packaging", price: 120, deliveryTime: "sous 5 jours ouvrés",
      keywords: ["sacs papier", "emballage", "vente à emporter"], certifications: ["PEFC"],
    },
    {
      title: "Film étirable et ruban adhésif",
      description: "Film étirable manuel et machine, rubans adhésifs silencieux ou imprimés, dévidoirs. Prix par rouleau de film.",
      category: "packaging", price: 14, deliveryTime: "48h",
      keywords: ["palettisation", "filmage", "scotch"], minOrderQuantity: 6,
    },
  ]),
  ...offersOf("vigie-securite", [
    {
      title: "Gardiennage de sites et de chantiers",
      description: "Agents titulaires de la carte professionnelle, rondes de nuit et de week-end, maître-chien et levée de doute sur alarme, main courante électronique. Prix horaire.",
      category: "security", price: 29, deliveryTime: "intervention sous 72h",
      keywords: ["agent de sécurité", "surveillance", "ronde"], certifications: ["CNAPS", "APSAD"], minOrderQuantity: 100,
    },
    {
      title: "Vidéosurveillance et télésurveillance pour commerces",
      description: "Caméras intérieures et extérieures, enregistrement et accès à distance, raccordement à notre centre de télésurveillance et portiques antivol. Prix d'une installation type.",
      category: "security", price: 6900, deliveryTime: "sous 3 semaines",
      keywords: ["caméras", "vidéoprotection", "antivol", "magasin"], certifications: ["APSAD"],
    },
    {
      title: "Contrôle d'accès par badge et interphonie vidéo",
      description: "Lecteurs de badges, gâches et ventouses, interphones vidéo et logiciel de gestion des droits pour immeubles et entreprises. Prix moyen par porte équipée.",
      category: "security", price: 1400, deliveryTime: "sous 1 mois",
      keywords: ["badges", "sûreté", "interphone"], certifications: ["APSAD"],
    },
    {
      title: "Extincteurs et maintenance sécurité incendie",
      description: "Fourniture, pose et vérification annuelle des extincteurs, signalétique et formation à la manipulation. Prix moyen par extincteur.",
      category: "security", price: 65, deliveryTime: "sous 2 semaines",
      keywords: ["incendie", "extincteurs", "vérification"], certifications: ["APSAD"], minOrderQuantity: 5,
    },
  ]),
  ...offersOf("formapro", [
    {
      title: "CACES chariots, nacelles et ponts roulants",
      description: "Formations et tests CACES R489, R486 et R484 dans nos centres ou sur votre site, avec nos engins ou les vôtres. Prix par stagiaire.",
      category: "education", price: 890, deliveryTime: "sessions chaque mois",
      keywords: ["formation cariste", "levage", "sécurité"], certifications: ["Qualiopi"],
    },
    {
      title: "Habilitation électrique, y compris véhicules électriques",
      description: "Habilitations B1, B2, BR, BC et habilitations pour véhicules électriques et hybrides, théorie et pratique sur maquettes. Prix par stagiaire.",
      category: "education", price: 650, deliveryTime: "sessions chaque mois",
      keywords: ["habilitation électrique", "électricité", "VE"], certifications: ["Qualiopi"],
    },
    {
      title: "Sauveteur secouriste du travail et gestes d'urgence",
      description: "Formation SST initiale et recyclage, utilisation du défibrillateur, en groupes de 4 à 10 personnes dans vos locaux. Prix par stagiaire.",
      category: "education", price: 240, deliveryTime: "sous 2 semaines",
      keywords: ["SST", "secourisme", "premiers secours"], certifications: ["Qualiopi"], minOrderQuantity: 4,
    },
  ]),
];
