/**
 * French B2B vocabulary per sector, shared by the large-volume generator and the demo catalogue.
 * Every item is something a French SME really buys or sells; variants and specs are written so
 * that they read correctly after the noun without grammatical agreement.
 */
import type { SectorKey } from "../../../shared/categories";

/** Illustrations in public/images/products (file name without ".svg"). */
export const PRODUCT_IMAGES = [
  "laptop", "server", "network", "screen", "chip", "gear", "tools", "forklift", "shelving", "truck",
  "box", "megaphone", "payment", "medical", "helmet", "solar-panel", "ev-charger", "bulb",
  "bricks", "tractor", "seedling", "car", "wheel", "garment", "plane", "flask", "hotel", "school",
  "cart", "camera", "building", "cctv", "kitchen", "chair", "package", "printer", "phone", "lock",
] as const;
export type ProductImage = (typeof PRODUCT_IMAGES)[number];

export interface VocabularyItem {
  /** Singular noun phrase, capitalised: "Chariot élévateur". */
  noun: string;
  /** Phrases that follow the noun ("électrique 1,6 t"), from the cheapest to the dearest: each
   * variant takes its share of `price`, in that order. */
  variants: readonly string[];
  /** Catalogue-style facts: dimensions, power, material, norms, service terms. */
  specs: readonly string[];
  /** What a quantity counts: "unités", "jours", "m²". */
  unit: string;
  /** Plausible euros per unit excluding tax, from the cheapest variant to the dearest. */
  price: readonly [number, number];
  /** Plausible quantity of one order. */
  quantity: readonly [number, number];
  /** Synonyms and related words, used as keywords. */
  keywords: readonly string[];
  /** Catalogue illustration; services have none and stay out of the product catalogue. */
  image?: ProductImage;
}

export interface SectorVocabulary {
  items: readonly VocabularyItem[];
  /** What a company of the sector does, for bios: "intégrateur informatique". */
  activities: readonly string[];
  /** Words for company names: "Informatique", "Systèmes". */
  nameWords: readonly string[];
  /** Fictional brands for the catalogue. */
  brands: readonly string[];
  certifications: readonly string[];
}

export const SECTOR_VOCABULARY: Record<SectorKey, SectorVocabulary> = {
  technology: {
    activities: ["intégrateur informatique et réseaux", "éditeur de logiciels de gestion", "ESN spécialisée dans le cloud", "infogérant pour TPE et PME"],
    nameWords: ["Informatique", "Systèmes", "Numérique", "Réseaux", "Digital", "Cloud"],
    brands: ["Numéria", "Calcéo", "Datalis", "Octavix", "Sérénis"],
    certifications: ["ISO 27001", "HDS", "ISO 9001", "Qualiopi"],
    items: [
      {
        noun: "Imprimante multifonction", unit: "unités", price: [280, 4800], quantity: [1, 15], image: "printer",
        variants: ["jet d'encre professionnelle A4", "laser couleur A4 35 ppm", "laser monochrome A3", "de production 60 ppm"],
        specs: ["recto verso automatique", "chargeur de documents de 100 feuilles", "numérisation vers e-mail et dossier réseau", "impression sécurisée par badge", "consommation en veille de 1 W"],
        keywords: ["imprimante", "copieur", "photocopieur", "impression"],
      },
      {
        noun: "Smartphone professionnel", unit: "appareils", price: [220, 1100], quantity: [5, 200], image: "phone",
        variants: ["à clapet pour travailleur isolé", "6,1 pouces 128 Go", "5G double SIM", "durci IP68 avec lecteur code-barres"],
        specs: ["gestion de flotte mobile compatible", "mises à jour de sécurité garanties 5 ans", "batterie de 4 500 mAh", "verre Gorilla Glass", "coque renforcée fournie"],
        keywords: ["téléphone mobile", "smartphone", "flotte mobile", "mobilité"],
      },
      {
        noun: "Onduleur", unit: "unités", price: [180, 6500], quantity: [1, 10], image: "server",
        variants: ["line-interactive 1 500 VA", "on-line double conversion 3 kVA", "rackable 2U 5 kVA", "on-line 10 kVA triphasé"],
        specs: ["autonomie de 12 minutes à mi-charge", "batteries remplaçables à chaud", "carte réseau SNMP", "8 prises FR/Schuko", "conforme à la norme IEC 62040"],
        keywords: ["UPS", "alimentation secourue", "coupure de courant", "protection électrique"],
      },
      {
        noun: "Casque audio", unit: "unités", price: [45, 320], quantity: [10, 300], image: "phone",
        variants: ["micro-casque USB mono", "stéréo pour centre d'appels", "Bluetooth à réduction de bruit", "DECT sans fil"],
        specs: ["microphone antibruit", "certifié pour Microsoft Teams", "oreillettes en similicuir remplaçables", "autonomie de 30 h", "garantie 2 ans"],
        keywords: ["micro-casque", "téléphonie", "centre d'appels", "audio"],
      },
      {
        noun: "Ordinateur portable", unit: "postes", price: [650, 1900], quantity: [5, 80], image: "laptop",
        variants: ["14 pouces Core i5 16 Go", "15,6 pouces Ryzen 7 32 Go", "13 pouces ultraléger 1,1 kg", "durci IP65 pour le terrain", "14 pouces Core i7 vPro"],
        specs: ["SSD NVMe 512 Go", "écran IPS antireflet Full HD", "autonomie annoncée de 12 h", "garantie constructeur 3 ans sur site", "Windows 11 Professionnel préinstallé", "clavier AZERTY rétroéclairé", "châssis aluminium de 1,7 cm d'épaisseur"],
        keywords: ["PC portable", "laptop", "poste de travail", "informatique"],
      },
      {
        noun: "Serveur rack", unit: "serveurs", price: [2800, 14000], quantity: [1, 6], image: "server",
        variants: ["1U bi-processeur", "2U pour virtualisation", "2U 256 Go de RAM", "4U stockage 12 baies"],
        specs: ["alimentation redondante 2 × 800 W", "contrôleur RAID matériel", "carte de gestion à distance", "châssis acier 19 pouces", "garantie 5 ans avec intervention J+1", "consommation maîtrisée à 280 W en charge"],
        keywords: ["serveur", "datacenter", "virtualisation", "hébergement"],
      },
      {
        noun: "Stockage réseau NAS", unit: "unités", price: [600, 5200], quantity: [1, 4], image: "server",
        variants: ["2 baies pour TPE", "4 baies 16 To", "8 baies 64 To", "rackable 12 baies"],
        specs: ["RAID 5 et 6", "deux ports 10 GbE", "instantanés et réplication vers un second site", "boîtier métal 23 × 17 × 22 cm", "disques 7 200 tr/min inclus"],
        keywords: ["NAS", "sauvegarde", "stockage", "serveur de fichiers"],
      },
      {
        noun: "Borne Wi-Fi", unit: "bornes", price: [180, 900], quantity: [6, 120], image: "network",
        variants: ["6 double bande", "extérieure IP67", "6E pour plafond", "7 haute densité"],
        specs: ["alimentation PoE+ 802.3at", "jusqu'à 250 clients simultanés", "administration centralisée dans le cloud", "boîtier ABS blanc de 20 × 20 cm", "portail captif pour les invités"],
        keywords: ["point d'accès", "wifi", "réseau sans fil", "couverture radio"],
      },
      {
        noun: "Commutateur réseau", unit: "unités", price: [150, 4200], quantity: [1, 20], image: "network",
        variants: ["8 ports sans ventilateur", "24 ports Gigabit PoE+", "48 ports manageable niveau 3", "agrégation 16 ports SFP+ 10 Gb/s"],
        specs: ["budget PoE de 370 W", "VLAN, QoS et agrégation de liens", "format rack 19 pouces 1U", "garantie à vie limitée", "interface web et ligne de commande"],
        keywords: ["switch", "réseau", "câblage", "baie informatique"],
      },
      {
        noun: "Développement d'application", unit: "jours", price: [550, 850], quantity: [20, 120],
        variants: ["web métier sur mesure", "de prise de commande B2B", "mobile iOS et Android", "extranet client"],
        specs: ["ateliers de cadrage et maquettes inclus", "hébergement en France", "méthode agile par sprints de deux semaines", "code source livré et documenté", "accessibilité conforme au RGAA"],
        keywords: ["développement logiciel", "application", "sur mesure", "logiciel"],
      },
      {
        noun: "Infogérance", unit: "postes", price: [300, 900], quantity: [10, 200],
        variants: ["du parc informatique", "des serveurs et des sauvegardes", "avec support utilisateurs", "24/7 avec astreinte"],
        specs: ["hotline en français de 8 h à 19 h", "supervision proactive", "sauvegarde externalisée quotidienne", "engagement de délai d'intervention de 4 h", "rapport mensuel d'activité"],
        keywords: ["maintenance informatique", "support", "helpdesk", "supervision"],
      },
      {
        noun: "Audit de cybersécurité", unit: "jours", price: [900, 1400], quantity: [3, 20],
        variants: ["avec test d'intrusion externe", "selon ISO 27001", "des postes et du réseau", "et sensibilisation à l'hameçonnage"],
        specs: ["rapport avec plan de remédiation priorisé", "auditeurs certifiés", "restitution à la direction", "campagne d'hameçonnage simulée", "conformité NIS 2"],
        keywords: ["sécurité informatique", "pentest", "cyber", "RSSI"],
      },
    ],
  },
  manufacturing: {
    activities: ["sous-traitant en usinage de précision", "atelier de chaudronnerie", "fabricant de pièces plastiques injectées", "constructeur de machines spéciales"],
    nameWords: ["Usinage", "Mécanique", "Industrie", "Chaudronnerie", "Précision", "Ateliers"],
    brands: ["Forgex", "Métalor", "Axiale", "Tornéo", "Presstal"],
    certifications: ["ISO 9001", "ISO 14001", "EN 9100", "IATF 16949", "MASE"],
    items: [
      {
        noun: "Perceuse à colonne", unit: "unités", price: [450, 3800], quantity: [1, 4], image: "tools",
        variants: ["16 mm 550 W", "taraudeuse 25 mm", "32 mm à variateur", "sur socle 40 mm"],
        specs: ["table orientable à 45°", "cône morse CM3", "protecteur de mandrin avec contact de sécurité", "moteur 400 V triphasé", "conforme à la norme EN 12717"],
        keywords: ["perçage", "machine d'atelier", "perceuse", "taraudage"],
      },
      {
        noun: "Servante d'atelier", unit: "unités", price: [250, 1400], quantity: [1, 20], image: "tools",
        variants: ["5 tiroirs vide", "7 tiroirs avec 250 outils", "mobile XXL 9 tiroirs", "inox 6 tiroirs"],
        specs: ["tiroirs sur glissières à billes", "fermeture centralisée à clé", "plateau en ABS", "roues de 125 mm dont 2 à frein", "charge de 40 kg par tiroir"],
        keywords: ["outillage", "établi", "caisse à outils", "atelier"],
      },
      {
        noun: "Établi", unit: "unités", price: [180, 1500], quantity: [1, 30], image: "tools",
        variants: ["d'atelier 1 500 × 750 mm", "avec tiroirs et panneau perforé", "antistatique ESD", "inox pour salle propre"],
        specs: ["plateau multiplis hêtre de 40 mm", "charge de 1 000 kg", "pieds réglables", "acier thermolaqué", "fabrication française"],
        keywords: ["poste de travail", "atelier", "mobilier industriel", "plan de travail"],
      },
      {
        noun: "Presse hydraulique", unit: "unités", price: [900, 24000], quantity: [1, 2], image: "gear",
        variants: ["d'atelier 30 t", "à col de cygne 63 t", "plieuse 40 t", "à colonnes 100 t"],
        specs: ["vérin à double effet", "manomètre de contrôle", "protecteurs à barrière immatérielle", "bâti mécano-soudé", "conforme à la norme EN ISO 16092"],
        keywords: ["presse", "emboutissage", "formage", "hydraulique"],
      },
      {
        noun: "Tour à commande numérique", unit: "machines", price: [38000, 160000], quantity: [1, 2], image: "gear",
        variants: ["2 axes diamètre 400 mm", "bi-broche avec embarreur", "à poupée mobile Ø 32 mm", "multifonction 5 axes"],
        specs: ["broche 18,5 kW à 4 500 tr/min", "tourelle 12 outils motorisés", "commande numérique à écran tactile 19 pouces", "bâti en fonte Meehanite", "conforme à la directive Machines 2006/42/CE"],
        keywords: ["tour CN", "machine-outil", "usinage", "tournage"],
      },
      {
        noun: "Centre d'usinage", unit: "machines", price: [45000, 240000], quantity: [1, 2], image: "gear",
        variants: ["vertical 3 axes 1 000 × 500 mm", "grande vitesse pour aluminium", "5 axes continus", "horizontal à palettes"],
        specs: ["broche 12 000 tr/min en cône ISO 40", "magasin 30 outils", "courses X/Y/Z de 1 020 × 560 × 510 mm", "arrosage centre broche 20 bar", "conforme à la directive Machines 2006/42/CE"],
        keywords: ["fraiseuse CN", "CNC", "fraisage", "machine-outil"],
      },
      {
        noun: "Compresseur d'air", unit: "unités", price: [2400, 21000], quantity: [1, 3], image: "gear",
        variants: ["à piston 500 L", "à vis 11 kW", "sans huile 15 kW", "à vis à vitesse variable 22 kW"],
        specs: ["débit de 1,9 m³/min à 8 bar", "sécheur frigorifique intégré", "niveau sonore de 64 dB(A)", "réservoir de 500 L galvanisé", "récupération de chaleur possible"],
        keywords: ["air comprimé", "compresseur", "pneumatique"],
      },
      {
        noun: "Poste de soudage", unit: "unités", price: [900, 7800], quantity: [1, 8], image: "tools",
        variants: ["à l'arc inverter 200 A", "TIG AC/DC 220 A", "MIG-MAG 350 A", "multiprocédé synergique 400 A"],
        specs: ["facteur de marche de 60 % à 40 °C", "alimentation triphasée 400 V", "torche refroidie par eau", "programmes synergiques acier, inox et aluminium", "conforme à la norme EN 60974-1"],
        keywords: ["soudure", "poste à souder", "soudage", "chaudronnerie"],
      },
      {
        noun: "Usinage de pièces", unit: "pièces", price: [12, 380], quantity: [50, 5000],
        variants: ["en laiton décolletées", "en aluminium 6061 sur plan", "en acier C45 traité", "en inox 316L de petite série"],
        specs: ["tolérances de ± 0,02 mm", "contrôle tridimensionnel et rapport de mesure", "traitement de surface sous-traité", "plans STEP ou DXF acceptés", "livraison en emballage individuel"],
        keywords: ["sous-traitance", "usinage", "pièces mécaniques", "fraisage"],
      },
      {
        noun: "Injection plastique", unit: "pièces", price: [0.4, 6], quantity: [5000, 200000],
        variants: ["de pièces en polypropylène alimentaire", "de boîtiers en ABS", "bi-matière", "de pièces techniques en PA66 chargé verre"],
        specs: ["presses de 50 à 450 t", "moule réalisé ou repris", "contrôle dimensionnel par lot", "conditionnement sur mesure", "salle propre ISO 8 disponible"],
        keywords: ["plasturgie", "moulage", "pièces plastiques", "injection"],
      },
      {
        noun: "Découpe laser", unit: "pièces", price: [3, 120], quantity: [100, 10000],
        variants: ["de tôles acier jusqu'à 20 mm", "inox et aluminium", "de tubes", "avec pliage et soudure"],
        specs: ["laser fibre 12 kW", "table 3 000 × 1 500 mm", "ébavurage et pliage sur presse plieuse", "délai court sur petites séries", "fichiers DXF ou STEP"],
        keywords: ["tôlerie", "découpe", "chaudronnerie", "métal"],
      },
      {
        noun: "Convoyeur à bande", unit: "mètres", price: [400, 1600], quantity: [5, 80], image: "gear",
        variants: ["modulaire 600 mm", "inox pour l'agroalimentaire", "à rouleaux motorisés", "incliné avec tasseaux"],
        specs: ["moteur 0,75 kW à variateur", "bande PVC alimentaire", "châssis en aluminium anodisé", "arrêts d'urgence à câble", "conforme à la norme EN 620"],
        keywords: ["convoyage", "ligne de production", "manutention", "automatisation"],
      },
    ],
  },
  services: {
    activities: ["société de nettoyage professionnel", "entreprise de services aux entreprises", "prestataire d'accueil et de conciergerie", "agence d'intérim"],
    nameWords: ["Services", "Propreté", "Facility", "Multiservices", "Assistance"],
    brands: ["Bureaumax", "Ergonia", "Sedilis", "Clarté Pro", "Netalis"],
    certifications: ["ISO 9001", "ISO 14001", "Qualipropre", "Ecolabel"],
    items: [
      {
        noun: "Armoire de bureau", unit: "unités", price: [190, 900], quantity: [2, 60], image: "chair",
        variants: ["vestiaire 3 cases", "de rangement à clé", "à rideaux 120 × 100 cm", "haute à portes battantes"],
        specs: ["acier thermolaqué", "tablettes réglables", "serrure à 2 clés", "charge de 80 kg par tablette", "conforme à la norme NF D 62-050"],
        keywords: ["rangement", "mobilier de bureau", "classement", "armoire métallique"],
      },
      {
        noun: "Machine à café", unit: "machines", price: [600, 5500], quantity: [1, 10], image: "kitchen",
        variants: ["à capsules professionnelle", "avec réservoir de lait", "à grains automatique 150 tasses", "à grains 2 groupes"],
        specs: ["broyeur intégré", "raccordement au réseau d'eau", "écran tactile de sélection", "détartrage automatique", "contrat d'entretien en option"],
        keywords: ["café", "pause", "distributeur de boissons", "espresso"],
      },
      {
        noun: "Destructeur de documents", unit: "unités", price: [150, 3200], quantity: [1, 10], image: "package",
        variants: ["coupe croisée P-4 25 L", "coupe croisée P-4 30 feuilles", "microcoupe P-5 100 L", "grand volume 200 L"],
        specs: ["moteur en service continu", "détruit agrafes et cartes", "arrêt automatique porte ouverte", "niveau sonore de 55 dB(A)", "conforme à la norme DIN 66399"],
        keywords: ["broyeur de papier", "confidentialité", "RGPD", "archives"],
      },
      {
        noun: "Nettoyage de bureaux", unit: "m²", price: [10, 28], quantity: [200, 6000],
        variants: ["quotidien en soirée", "hebdomadaire", "avec vitrerie trimestrielle", "après travaux"],
        specs: ["produits écolabellisés", "personnel formé et encadré", "contrôle qualité mensuel", "fourniture des consommables sanitaires", "intervention avant 8 h possible"],
        keywords: ["ménage", "propreté", "entretien des locaux", "nettoyage"],
      },
      {
        noun: "Fauteuil de bureau", unit: "sièges", price: [180, 950], quantity: [5, 150], image: "chair",
        variants: ["visiteur empilable", "ergonomique à mécanisme synchrone", "résille avec appui-tête", "24 h/24 pour centre d'appels"],
        specs: ["assise réglable en hauteur et profondeur", "soutien lombaire ajustable", "accoudoirs 4D", "conforme à la norme EN 1335", "garantie 5 ans"],
        keywords: ["siège", "chaise de bureau", "mobilier", "ergonomie"],
      },
      {
        noun: "Bureau réglable", unit: "postes", price: [350, 1300], quantity: [5, 100], image: "chair",
        variants: ["d'angle 180 × 120 cm", "assis-debout électrique 160 × 80 cm", "de direction en chêne", "bench 4 postes"],
        specs: ["vérin double moteur de 62 à 127 cm", "plateau mélaminé de 25 mm", "goulotte de câblage intégrée", "conforme à la norme EN 527", "piétement acier thermolaqué"],
        keywords: ["mobilier de bureau", "poste de travail", "aménagement", "table"],
      },
      {
        noun: "Accueil en entreprise", unit: "mois", price: [2800, 6500], quantity: [6, 36],
        variants: ["avec standard téléphonique", "de 8 h à 18 h", "bilingue français-anglais", "avec gestion du courrier"],
        specs: ["hôtesses formées à la sûreté", "remplacement garanti en cas d'absence", "tenue fournie", "logiciel de gestion des visiteurs", "démarrage sous 15 jours"],
        keywords: ["hôtesse d'accueil", "réception", "standard", "conciergerie"],
      },
      {
        noun: "Entretien des espaces verts", unit: "m²", price: [1, 4], quantity: [1000, 30000],
        variants: ["de site industriel", "avec tonte et taille", "en gestion différenciée", "avec arrosage automatique"],
        specs: ["sans produits phytosanitaires", "évacuation des déchets verts", "passages programmés sur l'année", "équipes de jardiniers qualifiés", "matériel électrique à faible bruit"],
        keywords: ["paysagiste", "jardin", "tonte", "espaces verts"],
      },
      {
        noun: "Fontaine à eau", unit: "unités", price: [350, 1500], quantity: [1, 20], image: "kitchen",
        variants: ["à bonbonne", "sur réseau eau froide et tempérée", "sans contact", "à eau gazeuse"],
        specs: ["filtration charbon actif", "débit de 30 L/h", "carrosserie inox", "entretien sanitaire semestriel compris", "consommation de 90 W"],
        keywords: ["eau", "fontaine", "bien-être au travail", "machine"],
      },
    ],
  },
  logistics: {
    activities: ["transporteur routier", "prestataire logistique en entrepôt", "commissionnaire de transport", "spécialiste de la messagerie express"],
    nameWords: ["Transports", "Logistique", "Fret", "Express", "Stockage", "Messagerie"],
    brands: ["Levora", "Manutec", "Palétis", "Rayonord", "Stocka"],
    certifications: ["ISO 9001", "ISO 14001", "Objectif CO2", "OEA", "MASE"],
    items: [
      {
        noun: "Bac de stockage", unit: "bacs", price: [4, 45], quantity: [50, 2000], image: "box",
        variants: ["navette emboîtable", "plastique 600 × 400 × 220 mm", "gerbable à bec", "à couvercle charnières"],
        specs: ["polypropylène alimentaire", "porte-étiquette intégré", "charge de 50 kg", "conforme à la norme Europe 600 × 400", "couleurs au choix"],
        keywords: ["caisse plastique", "rangement", "picking", "manutention"],
      },
      {
        noun: "Diable", unit: "unités", price: [60, 650], quantity: [2, 40], image: "forklift",
        variants: ["acier 250 kg", "aluminium pliable 150 kg", "convertible 4 roues", "monte-escalier"],
        specs: ["roues increvables de 260 mm", "bavette de 40 × 20 cm", "poignée ergonomique", "poids de 13 kg", "garantie 5 ans"],
        keywords: ["manutention", "chariot à bras", "transport de charges", "livraison"],
      },
      {
        noun: "Niveleur de quai", unit: "quais", price: [3500, 12000], quantity: [1, 10], image: "truck",
        variants: ["hydraulique 2 500 × 2 000 mm", "à lèvre télescopique", "avec sas d'étanchéité", "et porte sectionnelle"],
        specs: ["capacité de 6 t", "tôle larmée anti-dérapante", "conforme à la norme EN 1398", "butoirs caoutchouc", "pose et mise en service"],
        keywords: ["quai de chargement", "logistique", "entrepôt", "chargement"],
      },
      {
        noun: "Chariot élévateur", unit: "unités", price: [14000, 42000], quantity: [1, 6], image: "forklift",
        variants: ["électrique 1,6 t", "thermique diesel 3 t", "gaz GPL 2,5 t", "électrique à mât triplex 2 t", "tout-terrain 3,5 t"],
        specs: ["hauteur de levée de 4,7 m", "batterie lithium-ion 80 V", "conforme à la norme EN ISO 3691-1", "cabine chauffée", "déplaceur latéral intégré"],
        keywords: ["chariot", "manutention", "cariste", "engin de levage"],
      },
      {
        noun: "Transpalette", unit: "unités", price: [280, 4800], quantity: [1, 12], image: "forklift",
        variants: ["manuel 2,5 t", "peseur 2 t", "électrique à timon 1,5 t", "gerbeur électrique 1,2 t"],
        specs: ["fourches de 1 150 × 540 mm", "roues polyuréthane", "batterie lithium 24 V", "précision de pesée de ± 0,1 %", "conforme à la norme EN ISO 3691-5"],
        keywords: ["manutention", "palette", "tire-palette", "gerbeur"],
      },
      {
        noun: "Rayonnage", unit: "mètres linéaires", price: [90, 420], quantity: [20, 400], image: "shelving",
        variants: ["mi-lourd 300 kg par niveau", "à palettes 3 niveaux", "cantilever pour profilés", "dynamique pour picking"],
        specs: ["échelles de 5 m en acier galvanisé", "lisses de 2 700 mm", "charge de 2 400 kg par niveau", "conforme à la norme EN 15512", "contrôle annuel selon EN 15635"],
        keywords: ["racks", "étagères", "stockage", "entrepôt"],
      },
      {
        noun: "Transport routier", unit: "trajets", price: [380, 2200], quantity: [10, 400],
        variants: ["en messagerie palettisée", "avec hayon élévateur", "sous température dirigée", "en semi-remorque complète"],
        specs: ["suivi GPS en temps réel", "preuve de livraison électronique", "flotte Euro VI et biogaz", "enlèvement sous 24 h", "assurance ad valorem"],
        keywords: ["transport", "fret", "livraison", "affrètement"],
      },
      {
        noun: "Stockage en entrepôt", unit: "emplacements palettes", price: [6, 18], quantity: [50, 3000],
        variants: ["avec préparation de commandes", "sous douane", "à température ambiante", "pour le e-commerce"],
        specs: ["entrepôt ICPE sécurisé", "WMS connecté à votre ERP", "inventaire tournant", "gardiennage 24 h/24", "expédition le jour même avant 14 h"],
        keywords: ["logistique", "entreposage", "préparation de commandes", "fulfillment"],
      },
      {
        noun: "Véhicule utilitaire", unit: "véhicules", price: [28000, 62000], quantity: [1, 10], image: "truck",
        variants: ["fourgon 12 m³", "électrique 9 m³", "caisse frigorifique 20 m³", "plateau benne"],
        specs: ["charge utile de 1 200 kg", "autonomie électrique de 300 km WLTP", "groupe froid −20 °C", "hayon de 750 kg", "entretien inclus sur 4 ans"],
        keywords: ["camionnette", "fourgon", "flotte", "VUL"],
      },
      {
        noun: "Livraison du dernier kilomètre", unit: "colis", price: [4, 14], quantity: [500, 20000],
        variants: ["en vélo cargo", "en véhicule électrique", "sur rendez-vous", "le jour même"],
        specs: ["créneaux de livraison de 2 h", "photo et signature à la livraison", "zones à faibles émissions couvertes", "retours gérés", "suivi SMS du destinataire"],
        keywords: ["livraison urbaine", "coursier", "messagerie", "e-commerce"],
      },
    ],
  },
  marketing: {
    activities: ["agence de communication", "agence web et référencement", "imprimeur et fabricant de PLV", "agence événementielle"],
    nameWords: ["Communication", "Agence", "Studio", "Média", "Impression", "Créa"],
    brands: ["Affixo", "Visualis", "Kakémo", "Printéo", "Signalia"],
    certifications: ["Imprim'Vert", "PEFC", "FSC", "Qualiopi"],
    items: [
      {
        noun: "Enseigne lumineuse", unit: "enseignes", price: [900, 9000], quantity: [1, 10], image: "megaphone",
        variants: ["drapeau double face", "en lettres boîtiers LED", "néon LED sur mesure", "caisson lumineux 3 × 0,8 m"],
        specs: ["modules LED basse consommation", "face en plexiglas opalin", "fixation murale", "conforme au règlement local de publicité", "pose par nacelle incluse"],
        keywords: ["signalétique", "enseigne", "façade", "visibilité"],
      },
      {
        noun: "Présentoir", unit: "unités", price: [35, 450], quantity: [2, 80], image: "megaphone",
        variants: ["porte-brochures A4", "de comptoir en carton", "totem en carton 180 cm", "vitrine réfrigérée de caisse"],
        specs: ["impression quadrichromie", "montage en 2 minutes", "carton recyclé et recyclable", "livré à plat", "conçu sur mesure"],
        keywords: ["PLV", "présentation produit", "merchandising", "point de vente"],
      },
      {
        noun: "Kakémono", unit: "unités", price: [45, 260], quantity: [2, 50], image: "megaphone",
        variants: ["X-banner 60 × 160 cm", "enrouleur 85 × 200 cm", "double face 100 × 200 cm", "géant 150 × 220 cm"],
        specs: ["bâche polyester 440 g anti-reflet", "impression HD latex", "housse de transport fournie", "structure aluminium", "classement au feu M1"],
        keywords: ["roll-up", "PLV", "salon", "affichage"],
      },
      {
        noun: "Stand parapluie", unit: "unités", price: [650, 2900], quantity: [1, 4], image: "megaphone",
        variants: ["droit 3 × 3", "courbé 4 × 3", "tissu tendu 3 m", "modulable pour salon"],
        specs: ["structure aluminium en accordéon", "visuel tissu lavable", "spots LED 50 W", "valise-comptoir incluse", "montage en 15 minutes"],
        keywords: ["stand salon", "PLV", "exposition", "événementiel"],
      },
      {
        noun: "Impression de flyers", unit: "exemplaires", price: [0.03, 0.25], quantity: [1000, 50000],
        variants: ["A5 recto verso", "format carte postale", "sur papier recyclé", "A4 pliés en 3"],
        specs: ["papier couché 135 g", "pelliculage mat ou brillant", "BAT numérique", "encres végétales", "livraison en cartons de 500"],
        keywords: ["imprimerie", "prospectus", "tracts", "print"],
      },
      {
        noun: "Référencement naturel", unit: "mois", price: [600, 2400], quantity: [6, 24],
        variants: ["pour site e-commerce", "local multi-agences", "avec rédaction de contenus", "et netlinking"],
        specs: ["audit technique initial", "rapport mensuel de positions", "mots-clés validés avec vous", "optimisation Core Web Vitals", "sans engagement au-delà de 6 mois"],
        keywords: ["SEO", "Google", "visibilité", "site web"],
      },
      {
        noun: "Gestion des réseaux sociaux", unit: "mois", price: [700, 2500], quantity: [6, 24],
        variants: ["LinkedIn et Instagram", "avec création de visuels", "et campagnes sponsorisées", "pour marque B2B"],
        specs: ["calendrier éditorial mensuel", "12 publications par mois", "modération des commentaires", "reporting d'audience", "shooting photo trimestriel"],
        keywords: ["community management", "réseaux sociaux", "social media", "contenus"],
      },
      {
        noun: "Création de site internet", unit: "projets", price: [3500, 28000], quantity: [1, 1],
        variants: ["vitrine", "multilingue", "avec espace client", "e-commerce B2B"],
        specs: ["design sur mesure responsive", "CMS simple à administrer", "hébergement et maintenance sur un an", "conforme au RGPD", "formation de vos équipes"],
        keywords: ["site web", "refonte", "webdesign", "agence web"],
      },
      {
        noun: "Objet publicitaire", unit: "pièces", price: [1, 35], quantity: [100, 5000], image: "package",
        variants: ["stylo personnalisé", "carnet A5 marqué", "tote bag en coton bio", "gourde inox gravée"],
        specs: ["marquage en quadrichromie", "BAT sous 48 h", "fabrication européenne", "emballage individuel", "minimum de commande de 100 pièces"],
        keywords: ["goodies", "cadeaux d'affaires", "textile publicitaire", "marquage"],
      },
    ],
  },
  consulting: {
    activities: ["cabinet de conseil en organisation", "cabinet de conseil en stratégie", "organisme de conseil RH", "cabinet d'accompagnement RSE"],
    nameWords: ["Conseil", "Partners", "Stratégie", "Advisory", "Management"],
    brands: ["Strategia", "Ordalis", "Pivot", "Méridia", "Cadrage"],
    certifications: ["Qualiopi", "ISO 9001", "OPQCM", "B Corp"],
    items: [
      {
        noun: "Accompagnement à la certification", unit: "jours", price: [750, 1200], quantity: [5, 40],
        variants: ["ISO 9001", "ISO 14001", "ISO 45001", "ISO 27001"],
        specs: ["diagnostic initial des écarts", "rédaction du système documentaire", "audit à blanc avant certification", "formation des auditeurs internes", "consultant dédié"],
        keywords: ["qualité", "norme ISO", "certification", "management"],
      },
      {
        noun: "Bilan carbone", unit: "projets", price: [6000, 30000], quantity: [1, 1],
        variants: ["réglementaire BEGES", "scopes 1, 2 et 3", "pour site industriel", "avec plan de transition"],
        specs: ["méthode Bilan Carbone de l'ADEME", "collecte des données accompagnée", "plan d'actions chiffré", "restitution au comité de direction", "consultant habilité"],
        keywords: ["RSE", "décarbonation", "empreinte carbone", "climat"],
      },
      {
        noun: "Conseil en organisation", unit: "jours", price: [800, 1500], quantity: [5, 40],
        variants: ["lean en production", "du service client", "de la supply chain", "après une fusion"],
        specs: ["diagnostic terrain en immersion", "ateliers avec les équipes", "indicateurs de performance", "plan de transformation à 12 mois", "suivi post-mission"],
        keywords: ["organisation", "performance", "lean", "transformation"],
      },
      {
        noun: "Formation management", unit: "sessions", price: [1400, 3800], quantity: [1, 12],
        variants: ["des managers de proximité", "à la conduite du changement", "au feedback et à l'entretien annuel", "en intra-entreprise"],
        specs: ["organisme certifié Qualiopi", "prise en charge OPCO possible", "groupes de 8 à 12 personnes", "formateurs praticiens", "évaluation à chaud et à froid"],
        keywords: ["formation", "management", "leadership", "RH"],
      },
      {
        noun: "Recrutement", unit: "postes", price: [6000, 22000], quantity: [1, 6],
        variants: ["de techniciens de maintenance", "de commerciaux B2B", "de cadres", "par approche directe"],
        specs: ["honoraires au succès", "garantie de remplacement de 6 mois", "évaluation des candidats", "shortlist sous 4 semaines", "consultants spécialisés par métier"],
        keywords: ["cabinet de recrutement", "chasse de têtes", "embauche", "RH"],
      },
      {
        noun: "Mise en conformité RGPD", unit: "jours", price: [700, 1200], quantity: [3, 20],
        variants: ["avec registre des traitements", "et DPO externalisé", "des sites web et cookies", "pour données de santé"],
        specs: ["cartographie des traitements", "modèles de clauses contractuelles", "analyses d'impact", "sensibilisation des équipes", "juristes spécialisés"],
        keywords: ["RGPD", "données personnelles", "DPO", "conformité"],
      },
    ],
  },
  finance: {
    activities: ["cabinet d'expertise comptable", "courtier en assurances professionnelles", "société d'affacturage", "conseil en gestion financière"],
    nameWords: ["Finance", "Expertise", "Audit", "Gestion", "Patrimoine", "Courtage"],
    brands: ["Cautio", "Bilanis", "Trésoria", "Encaissa", "Numérix Pay"],
    certifications: ["Ordre des experts-comptables", "ORIAS", "ISO 27001", "PCI DSS"],
    items: [
      {
        noun: "Terminal de paiement", unit: "terminaux", price: [190, 690], quantity: [1, 30], image: "payment",
        variants: ["fixe Ethernet", "sans contact pour automate", "portable 4G avec imprimante", "Android avec caisse intégrée"],
        specs: ["certifié PCI PTS 6", "paiement sans contact et mobile", "batterie de 2 600 mAh", "écran tactile couleur de 4 pouces", "ticket dématérialisé par SMS"],
        keywords: ["TPE", "paiement par carte", "encaissement", "monétique"],
      },
      {
        noun: "Expertise comptable", unit: "mois", price: [250, 1800], quantity: [12, 12],
        variants: ["pour PME", "pour holding", "avec gestion de la paie", "et conseil fiscal"],
        specs: ["bilan et liasse fiscale", "outil de pré-comptabilité en ligne", "tableau de bord mensuel", "interlocuteur dédié", "lettre de mission claire"],
        keywords: ["comptabilité", "bilan", "comptable", "fiscalité"],
      },
      {
        noun: "Assurance", unit: "contrats", price: [900, 14000], quantity: [1, 3],
        variants: ["multirisque des locaux", "responsabilité civile professionnelle", "cyber-risques", "flotte automobile"],
        specs: ["étude comparative de plusieurs assureurs", "gestion des sinistres accompagnée", "attestation sous 48 h", "audit des contrats existants", "courtier inscrit à l'ORIAS"],
        keywords: ["assurance", "courtier", "RC pro", "couverture"],
      },
      {
        noun: "Affacturage", unit: "mois", price: [400, 3000], quantity: [12, 24],
        variants: ["de factures clients", "confidentiel", "à l'export", "sans engagement de volume"],
        specs: ["financement sous 24 h", "assurance-crédit incluse", "relance des clients", "plateforme en ligne", "commission de 0,3 % à 1 %"],
        keywords: ["trésorerie", "financement", "factoring", "créances"],
      },
      {
        noun: "Commissariat aux comptes", unit: "missions", price: [6000, 35000], quantity: [1, 1],
        variants: ["pour association", "pour SAS", "avec audit contractuel", "de groupe"],
        specs: ["commissaire inscrit à la H3C", "mission sur 6 exercices", "rapport sur les comptes annuels", "approche par les risques", "équipe stable d'un exercice à l'autre"],
        keywords: ["audit", "CAC", "certification des comptes", "commissaire aux comptes"],
      },
    ],
  },
  healthcare: {
    activities: ["distributeur de matériel médical", "fabricant de dispositifs médicaux", "laboratoire d'analyses", "prestataire de santé au travail"],
    nameWords: ["Médical", "Santé", "Soins", "Bio", "Pharma"],
    brands: ["Médilys", "Curavia", "Sanéo", "Hospitalis", "Vitalia"],
    certifications: ["ISO 13485", "marquage CE médical", "HDS", "ISO 9001"],
    items: [
      {
        noun: "Tensiomètre", unit: "appareils", price: [60, 650], quantity: [2, 50], image: "medical",
        variants: ["anéroïde", "électronique de bras", "automatique connecté", "mural professionnel"],
        specs: ["brassards de 22 à 42 cm", "validé cliniquement", "mémoire de 200 mesures", "dispositif médical de classe IIa", "garantie 5 ans"],
        keywords: ["tension artérielle", "cabinet médical", "diagnostic", "infirmerie"],
      },
      {
        noun: "Chariot de soins", unit: "chariots", price: [600, 3200], quantity: [1, 20], image: "medical",
        variants: ["5 tiroirs", "isolement", "d'urgence avec serrure", "de distribution de médicaments"],
        specs: ["structure aluminium et ABS", "tiroirs sur glissières", "roues Ø 125 mm dont 2 à frein", "plateau supérieur à rebords", "nettoyable aux désinfectants hospitaliers"],
        keywords: ["chariot médical", "soins", "EHPAD", "hôpital"],
      },
      {
        noun: "Masque", unit: "boîtes", price: [4, 40], quantity: [20, 2000], image: "medical",
        variants: ["chirurgical type IIR", "pédiatrique", "FFP2 sans valve", "FFP3 à valve"],
        specs: ["boîtes de 50", "filtration bactérienne supérieure à 98 %", "conforme à la norme EN 14683", "barrette nasale ajustable", "élastiques sans latex"],
        keywords: ["masques", "EPI", "hygiène", "protection respiratoire"],
      },
      {
        noun: "Lit médicalisé", unit: "lits", price: [900, 4200], quantity: [2, 40], image: "medical",
        variants: ["électrique 3 fonctions", "pédiatrique", "Alzheimer très bas", "bariatrique 270 kg"],
        specs: ["sommier 90 × 200 cm à lattes métalliques", "barrières latérales rabattables", "télécommande verrouillable", "conforme à la norme IEC 60601-2-52", "freinage centralisé"],
        keywords: ["lit", "EHPAD", "hospitalisation", "mobilier médical"],
      },
      {
        noun: "Défibrillateur", unit: "appareils", price: [1100, 2400], quantity: [1, 15], image: "medical",
        variants: ["automatique externe", "semi-automatique", "avec armoire extérieure chauffée", "connecté à télésurveillance"],
        specs: ["électrodes adulte et pédiatrique", "guidage vocal en français", "indice de protection IP56", "autotests quotidiens", "garantie 8 ans"],
        keywords: ["DAE", "premiers secours", "défibrillation", "sécurité"],
      },
      {
        noun: "Gants d'examen", unit: "cartons", price: [35, 95], quantity: [10, 400], image: "medical",
        variants: ["nitrile non poudrés", "vinyle", "nitrile longs 30 cm", "latex naturel"],
        specs: ["cartons de 10 boîtes de 100", "tailles S à XL", "conforme aux normes EN 455 et EN 374", "épaisseur de 0,08 mm", "ambidextres"],
        keywords: ["gants", "hygiène", "consommables", "EPI"],
      },
      {
        noun: "Fauteuil de prélèvement", unit: "fauteuils", price: [800, 3200], quantity: [1, 10], image: "medical",
        variants: ["hydraulique", "à accoudoirs réglables", "électrique 2 moteurs", "de chimiothérapie"],
        specs: ["revêtement sans phtalates", "inclinaison Trendelenburg", "charge de 200 kg", "dispositif médical de classe I", "nettoyable aux désinfectants hospitaliers"],
        keywords: ["fauteuil médical", "prélèvement", "laboratoire", "cabinet médical"],
      },
      {
        noun: "Médecine du travail", unit: "salariés", price: [80, 140], quantity: [20, 800],
        variants: ["avec visites sur site", "et prévention des risques", "en téléconsultation", "pour travailleurs de nuit"],
        specs: ["visites d'information et de prévention", "fiche d'entreprise", "ergonome dans l'équipe", "dossier médical dématérialisé", "délais de rendez-vous sous 15 jours"],
        keywords: ["santé au travail", "visite médicale", "prévention", "SPSTI"],
      },
      {
        noun: "Autoclave", unit: "appareils", price: [2500, 12000], quantity: [1, 3], image: "medical",
        variants: ["de paillasse pour cabinet", "de classe B 18 L", "de classe B 23 L", "double porte"],
        specs: ["cycles de 35 minutes", "traçabilité par clé USB", "conforme à la norme EN 13060", "chambre en inox", "test de Bowie-Dick intégré"],
        keywords: ["stérilisation", "autoclave", "hygiène", "cabinet dentaire"],
      },
    ],
  },
  energy: {
    activities: ["installateur photovoltaïque", "bureau d'études en efficacité énergétique", "installateur de bornes de recharge", "chauffagiste et frigoriste"],
    nameWords: ["Énergie", "Solaire", "Thermique", "Watt", "Climatisation", "Énergies"],
    brands: ["Héliade", "Voltéo", "Lumio", "Thermalys", "Recharg'"],
    certifications: ["RGE QualiPV", "RGE QualiPAC", "IRVE", "Qualibat RGE", "ISO 50001"],
    items: [
      {
        noun: "Batterie de stockage", unit: "unités", price: [3500, 40000], quantity: [1, 4], image: "ev-charger",
        variants: ["murale 5 kWh", "lithium-fer-phosphate 10 kWh", "modulaire 30 kWh", "en conteneur 200 kWh"],
        specs: ["6 000 cycles garantis", "onduleur hybride compatible", "supervision à distance", "profondeur de décharge de 95 %", "conforme à la norme IEC 62619"],
        keywords: ["stockage d'énergie", "batterie", "autoconsommation", "photovoltaïque"],
      },
      {
        noun: "Onduleur solaire", unit: "unités", price: [700, 9000], quantity: [1, 10], image: "solar-panel",
        variants: ["micro-onduleur 400 W", "monophasé 6 kW", "hybride 10 kW", "triphasé 20 kW"],
        specs: ["rendement européen de 97,5 %", "monitoring par application", "deux suiveurs MPPT", "indice de protection IP65", "garantie 10 ans"],
        keywords: ["photovoltaïque", "onduleur", "solaire", "conversion"],
      },
      {
        noun: "Chauffe-eau thermodynamique", unit: "unités", price: [1500, 4800], quantity: [1, 10], image: "bulb",
        variants: ["200 L", "270 L sur air extérieur", "300 L avec appoint", "collectif 1 000 L"],
        specs: ["COP de 3,4", "cuve en acier émaillé", "anode en titane", "fluide R290", "installation par artisan RGE"],
        keywords: ["eau chaude sanitaire", "ballon", "chauffage", "rénovation énergétique"],
      },
      {
        noun: "Panneau photovoltaïque", unit: "modules", price: [110, 320], quantity: [20, 800], image: "solar-panel",
        variants: ["monocristallin 425 Wc", "bifacial 540 Wc", "full black 410 Wc", "verre-verre 450 Wc"],
        specs: ["rendement de 21,8 %", "dimensions 1 722 × 1 134 × 30 mm", "cadre aluminium anodisé", "garantie de production 30 ans", "conforme aux normes IEC 61215 et IEC 61730"],
        keywords: ["solaire", "photovoltaïque", "PV", "autoconsommation"],
      },
      {
        noun: "Borne de recharge", unit: "bornes", price: [900, 28000], quantity: [2, 30], image: "ev-charger",
        variants: ["7,4 kW avec badge RFID", "murale 22 kW", "double 2 × 22 kW sur pied", "rapide DC 50 kW"],
        specs: ["prise de type 2", "supervision OCPP 1.6", "pilotage dynamique de la puissance", "indice de protection IP54", "installation par installateur IRVE"],
        keywords: ["IRVE", "véhicule électrique", "recharge", "borne"],
      },
      {
        noun: "Pompe à chaleur", unit: "unités", price: [7000, 48000], quantity: [1, 4], image: "bulb",
        variants: ["air-air réversible 14 kW", "air-eau 16 kW", "géothermique 25 kW", "haute température 45 kW"],
        specs: ["COP de 4,6", "fluide R32", "régulation connectée", "niveau sonore de 52 dB(A)", "installation par artisan RGE QualiPAC"],
        keywords: ["PAC", "chauffage", "climatisation", "rénovation énergétique"],
      },
      {
        noun: "Éclairage LED", unit: "luminaires", price: [45, 420], quantity: [20, 600], image: "bulb",
        variants: ["réglette étanche 1 500 mm", "dalle 600 × 600 40 W", "projecteur extérieur 100 W", "suspension industrielle 150 W"],
        specs: ["efficacité de 160 lm/W", "température de couleur 4 000 K", "UGR inférieur à 19", "indice de protection IP65", "durée de vie de 50 000 h"],
        keywords: ["luminaire", "relamping", "LED", "économies d'énergie"],
      },
      {
        noun: "Audit énergétique", unit: "sites", price: [2500, 12000], quantity: [1, 10],
        variants: ["de bâtiment tertiaire", "avec décret tertiaire", "réglementaire", "de process industriel"],
        specs: ["conforme à la norme EN 16247", "campagne de mesures", "plan d'actions chiffré avec temps de retour", "aide aux certificats d'économies d'énergie", "bureau d'études indépendant"],
        keywords: ["efficacité énergétique", "audit", "CEE", "consommation"],
      },
      {
        noun: "Groupe électrogène", unit: "groupes", price: [3500, 60000], quantity: [1, 2], image: "ev-charger",
        variants: ["diesel 20 kVA insonorisé", "mobile sur remorque 60 kVA", "de secours 100 kVA", "au biocarburant HVO 150 kVA"],
        specs: ["inverseur de source automatique", "capot insonorisé à 68 dB(A) à 7 m", "réservoir de 200 L", "contrat de maintenance annuel", "conforme à la norme ISO 8528"],
        keywords: ["secours électrique", "groupe électrogène", "alimentation", "énergie"],
      },
    ],
  },
  construction: {
    activities: ["entreprise générale du bâtiment", "entreprise de maçonnerie", "entreprise de second œuvre", "négoce de matériaux"],
    nameWords: ["Bâtiment", "Construction", "Rénovation", "BTP", "Travaux", "Matériaux"],
    brands: ["Bâtiro", "Granitec", "Mortéo", "Structa", "Isolia"],
    certifications: ["Qualibat", "RGE", "MASE", "ISO 9001", "Certibat"],
    items: [
      {
        noun: "Bétonnière", unit: "unités", price: [300, 3500], quantity: [1, 5], image: "bricks",
        variants: ["électrique 160 L", "à cuve basculante 250 L", "thermique 350 L", "tractable 500 L"],
        specs: ["moteur 650 W en 230 V", "couronne en fonte", "châssis avec roues", "cuve acier de 3 mm", "conforme à la norme EN 12151"],
        keywords: ["malaxeur", "maçonnerie", "mortier", "chantier"],
      },
      {
        noun: "Mini-pelle", unit: "engins", price: [18000, 75000], quantity: [1, 2], image: "truck",
        variants: ["1,8 t à bras déporté", "3,5 t", "électrique 2 t", "5 t avec lame orientable"],
        specs: ["godets de 300 à 800 mm", "attache rapide hydraulique", "cabine ROPS et FOPS", "moteur Stage V", "garantie 3 ans ou 3 000 h"],
        keywords: ["engin de chantier", "terrassement", "pelle", "location de matériel"],
      },
      {
        noun: "Plaque de plâtre", unit: "palettes", price: [250, 700], quantity: [2, 60], image: "bricks",
        variants: ["BA13 standard", "hydrofuge H1", "phonique", "coupe-feu"],
        specs: ["format 2 500 × 1 200 mm", "palettes de 50 plaques", "conforme à la norme NF EN 520", "rails et montants disponibles", "livraison sur chantier"],
        keywords: ["placo", "cloison", "second œuvre", "plâtrerie"],
      },
      {
        noun: "Rénovation de bureaux", unit: "m²", price: [350, 1200], quantity: [80, 2000],
        variants: ["en open space", "avec cloisons amovibles", "en site occupé", "tous corps d'état"],
        specs: ["maîtrise d'œuvre incluse", "plafonds acoustiques", "mise aux normes PMR", "planning par phases", "garantie décennale"],
        keywords: ["travaux", "aménagement", "second œuvre", "réhabilitation"],
      },
      {
        noun: "Isolation thermique", unit: "m²", price: [25, 160], quantity: [100, 3000],
        variants: ["des combles", "des planchers bas", "de toiture-terrasse", "par l'extérieur"],
        specs: ["résistance thermique R = 7", "laine de bois ou ouate de cellulose", "éligible aux certificats d'économies d'énergie", "entreprise RGE", "pare-vapeur inclus"],
        keywords: ["isolation", "ITE", "rénovation énergétique", "combles"],
      },
      {
        noun: "Échafaudage", unit: "m²", price: [8, 45], quantity: [100, 2000], image: "helmet",
        variants: ["de façade multidirectionnel", "roulant 8 m", "suspendu", "en location avec montage"],
        specs: ["conforme à la norme EN 12810", "garde-corps et plinthes", "montage par équipe formée R408", "note de calcul fournie", "vérification avant mise en service"],
        keywords: ["échafaudage", "façade", "travaux en hauteur", "location"],
      },
      {
        noun: "Béton prêt à l'emploi", unit: "m³", price: [110, 190], quantity: [10, 400], image: "bricks",
        variants: ["C25/30", "fibré pour dallage", "autoplaçant", "bas carbone"],
        specs: ["conforme à la norme NF EN 206", "livraison en toupie de 8 m³", "pompe à flèche disponible", "classe d'exposition XC1 à XF4", "bons de livraison dématérialisés"],
        keywords: ["béton", "maçonnerie", "gros œuvre", "dalle"],
      },
      {
        noun: "Bloc béton", unit: "palettes", price: [90, 260], quantity: [5, 120], image: "bricks",
        variants: ["creux 20 × 20 × 50 cm", "à bancher", "isolant à rupteur", "d'angle"],
        specs: ["résistance B40", "palette de 60 blocs", "conforme à la norme NF EN 771-3", "marquage CE", "livraison sur chantier avec grue"],
        keywords: ["parpaing", "maçonnerie", "gros œuvre", "matériaux"],
      },
      {
        noun: "Casque de chantier", unit: "unités", price: [9, 85], quantity: [10, 300], image: "helmet",
        variants: ["ventilé avec jugulaire", "haute visibilité", "à visière intégrée", "isolant électrique 1 000 V"],
        specs: ["coque en polyéthylène haute densité", "harnais textile 6 points", "conforme à la norme EN 397", "réglage par molette", "poids de 350 g"],
        keywords: ["EPI", "sécurité chantier", "protection", "casque"],
      },
      {
        noun: "Menuiserie", unit: "fenêtres", price: [450, 2200], quantity: [4, 120], image: "building",
        variants: ["PVC double vitrage", "aluminium à rupture de pont thermique", "bois-aluminium", "coulissante à galandage"],
        specs: ["Uw de 1,3 W/m².K", "vitrage 4/16/4 argon", "pose en rénovation ou en neuf", "certifiée NF et marquée CE", "volet roulant motorisé en option"],
        keywords: ["fenêtre", "menuiseries extérieures", "vitrage", "huisserie"],
      },
    ],
  },
  agriculture: {
    activities: ["coopérative agricole", "concessionnaire de matériel agricole", "exploitation maraîchère", "négoce en agrofournitures"],
    nameWords: ["Agri", "Terres", "Champs", "Verger", "Coop", "Agricole"],
    brands: ["Agrimax", "Terralis", "Sillon", "Verdalys", "Hydréo"],
    certifications: ["Agriculture biologique", "HVE", "GlobalG.A.P.", "Certiphyto"],
    items: [
      {
        noun: "Clôture électrique", unit: "kits", price: [150, 1800], quantity: [1, 20], image: "seedling",
        variants: ["sur batterie 12 V", "mobile pour pâturage tournant", "solaire 5 J", "sur secteur pour 40 km"],
        specs: ["piquets en fibre de verre", "ruban de 40 mm", "testeur de clôture inclus", "électrificateur conforme à la norme EN 60335-2-76", "enrouleur 500 m"],
        keywords: ["clôture", "élevage", "pâturage", "électrificateur"],
      },
      {
        noun: "Cuve de stockage", unit: "cuves", price: [250, 9000], quantity: [1, 6], image: "tractor",
        variants: ["d'eau 1 000 L sur palette", "à fioul double paroi 2 500 L", "souple 50 m³", "à engrais liquide 10 000 L"],
        specs: ["polyéthylène haute densité traité anti-UV", "vanne de vidange 2 pouces", "jauge de niveau", "conforme aux règles de rétention", "certificat alimentaire pour l'eau"],
        keywords: ["stockage", "cuve", "eau", "irrigation"],
      },
      {
        noun: "Débroussailleuse", unit: "unités", price: [250, 1200], quantity: [1, 15], image: "tools",
        variants: ["à batterie 36 V", "thermique 43 cm³", "à dos 50 cm³", "forestière avec lame"],
        specs: ["harnais double épaule", "tête à fil et couteau 3 dents", "système antivibration", "niveau sonore de 105 dB(A)", "conforme à la norme EN ISO 11806"],
        keywords: ["espaces verts", "entretien", "débroussaillage", "motoculture"],
      },
      {
        noun: "Tracteur", unit: "tracteurs", price: [38000, 180000], quantity: [1, 2], image: "tractor",
        variants: ["compact 50 ch", "vigneron 90 ch", "polyvalent 130 ch", "de forte puissance 220 ch"],
        specs: ["transmission à variation continue", "relevage avant 3 t", "cabine climatisée catégorie 4", "moteur Stage V", "guidage GPS RTK prêt"],
        keywords: ["tracteur", "machinisme", "engin agricole", "traction"],
      },
      {
        noun: "Serre tunnel", unit: "m²", price: [12, 45], quantity: [200, 5000], image: "seedling",
        variants: ["maraîchère 8 m", "avec ouvrants latéraux", "pour pépinière", "multichapelle 9,6 m"],
        specs: ["arceaux en acier galvanisé à chaud", "film polyéthylène 200 µm traité anti-UV", "portes pignon coulissantes", "résistance au vent de 100 km/h", "kit d'ancrage fourni"],
        keywords: ["serre", "maraîchage", "abri de culture", "tunnel"],
      },
      {
        noun: "Irrigation goutte-à-goutte", unit: "hectares", price: [1800, 6000], quantity: [1, 40], image: "seedling",
        variants: ["pour vergers", "pour maraîchage", "enterrée", "avec fertirrigation"],
        specs: ["gaines de 16 mm à goutteurs autorégulants", "station de filtration à disques", "programmateur connecté", "étude hydraulique incluse", "économie d'eau de 30 à 50 %"],
        keywords: ["irrigation", "arrosage", "eau", "goutte à goutte"],
      },
      {
        noun: "Semences", unit: "doses", price: [45, 260], quantity: [10, 300], image: "seedling",
        variants: ["de blé tendre", "de couverts végétaux", "de prairie multi-espèces", "de maïs grain"],
        specs: ["semences certifiées", "taux de germination supérieur à 90 %", "variétés adaptées au nord de la Loire", "sacs de 25 kg", "traitement de semences sans néonicotinoïdes"],
        keywords: ["semences", "graines", "cultures", "grandes cultures"],
      },
      {
        noun: "Pulvérisateur", unit: "unités", price: [350, 65000], quantity: [1, 2], image: "tractor",
        variants: ["à dos électrique 16 L", "porté 1 200 L", "viticole face par face", "traîné 3 000 L rampe 24 m"],
        specs: ["coupure de tronçons par GPS", "buses anti-dérive", "contrôle obligatoire réalisé", "cuve en polyéthylène", "conforme à la norme EN ISO 16119"],
        keywords: ["pulvérisation", "traitement", "machinisme", "viticulture"],
      },
      {
        noun: "Aliment pour bétail", unit: "tonnes", price: [280, 520], quantity: [5, 120], image: "seedling",
        variants: ["vaches laitières", "porcs à l'engrais", "volailles label", "sans OGM"],
        specs: ["formulation par nutritionniste", "livraison en vrac par camion souffleur", "matières premières régionales", "analyses par lot", "sacs de 25 kg possibles"],
        keywords: ["alimentation animale", "élevage", "nutrition", "aliment"],
      },
    ],
  },
  textile: {
    activities: ["confectionneur de vêtements professionnels", "atelier de broderie et marquage", "fabricant de linge hôtelier", "tisseur"],
    nameWords: ["Textile", "Confection", "Tissage", "Linge", "Atelier"],
    brands: ["Tissora", "Lainéa", "Filéo", "Brodia", "Cotonnière"],
    certifications: ["OEKO-TEX", "GOTS", "Origine France Garantie", "ISO 9001"],
    items: [
      {
        noun: "Chaussure de sécurité", unit: "paires", price: [45, 160], quantity: [10, 600], image: "garment",
        variants: ["légère S1P", "basse S3", "de cuisine antidérapante", "montante S3 SRC"],
        specs: ["embout composite", "semelle anti-perforation", "conforme à la norme EN ISO 20345", "pointures 36 à 48", "tige en cuir pleine fleur"],
        keywords: ["chaussures de travail", "EPI", "sécurité", "baskets de sécurité"],
      },
      {
        noun: "Gants de manutention", unit: "paires", price: [2, 18], quantity: [50, 3000], image: "garment",
        variants: ["enduits nitrile", "cuir fleur", "hiver doublés", "anticoupure niveau C"],
        specs: ["conforme à la norme EN 388", "conforme à la norme EN 420", "tailles 6 à 11", "lavables", "sachets de 12 paires"],
        keywords: ["gants de travail", "EPI", "protection des mains", "manutention"],
      },
      {
        noun: "Vêtement de travail", unit: "pièces", price: [18, 120], quantity: [20, 1500], image: "garment",
        variants: ["polo piqué personnalisé", "pantalon multipoches", "cotte à bretelles", "veste softshell brodée"],
        specs: ["polyester-coton 245 g/m²", "renforts genoux en Cordura", "conforme à la norme EN ISO 13688", "tailles 36 à 64", "broderie du logo incluse"],
        keywords: ["tenue de travail", "uniforme", "EPI", "vêtements professionnels"],
      },
      {
        noun: "Linge hôtelier", unit: "pièces", price: [4, 48], quantity: [200, 5000], image: "hotel",
        variants: ["serviettes éponge 550 g", "draps percale 200 fils", "housses de couette satin", "peignoirs en nid d'abeille"],
        specs: ["coton peigné 100 %", "résistant aux lavages industriels à 90 °C", "certifié OEKO-TEX", "ourlets renforcés", "broderie du nom de l'établissement possible"],
        keywords: ["linge de lit", "draps", "hôtellerie", "blanchisserie"],
      },
      {
        noun: "Vêtement haute visibilité", unit: "pièces", price: [8, 140], quantity: [20, 800], image: "garment",
        variants: ["gilet classe 2", "tee-shirt respirant", "pantalon bicolore", "parka classe 3"],
        specs: ["bandes rétroréfléchissantes microbilles", "conforme à la norme EN ISO 20471", "jaune ou orange fluo", "lavable à 60 °C", "fermeture à glissière YKK"],
        keywords: ["gilet jaune", "signalisation", "EPI", "visibilité"],
      },
      {
        noun: "Tissu technique", unit: "mètres", price: [6, 45], quantity: [100, 5000], image: "garment",
        variants: ["ignifugé M1", "déperlant pour bâche", "anti-UV pour store", "stretch pour sportswear"],
        specs: ["laize de 150 cm", "grammage de 320 g/m²", "tissé en France", "rouleaux de 50 m", "fiche technique et rapport d'essai fournis"],
        keywords: ["tissu", "textile", "étoffe", "bâche"],
      },
    ],
  },
  automotive: {
    activities: ["concession et gestion de flotte", "garage de réparation poids lourds", "équipementier automobile", "centre de pneumatiques"],
    nameWords: ["Auto", "Garage", "Motors", "Pneus", "Carrosserie", "Mobilité"],
    brands: ["Autalis", "Pneumax", "Garagia", "Motorex", "Carbonis"],
    certifications: ["IATF 16949", "ISO 9001", "ISO 14001", "Qualicert"],
    items: [
      {
        noun: "Huile moteur", unit: "bidons", price: [25, 400], quantity: [5, 200], image: "car",
        variants: ["5W-30 5 L", "0W-20 hybride 5 L", "15W-40 poids lourds 20 L", "5W-40 en fût de 208 L"],
        specs: ["norme ACEA C3", "homologations constructeurs", "synthèse totale", "fiche de données de sécurité fournie", "reprise des huiles usagées"],
        keywords: ["lubrifiant", "vidange", "entretien automobile", "huile"],
      },
      {
        noun: "Nettoyeur haute pression", unit: "unités", price: [300, 6000], quantity: [1, 5], image: "tools",
        variants: ["eau froide 150 bar", "thermique 250 bar", "eau chaude 180 bar", "sur chariot avec enrouleur"],
        specs: ["débit de 900 L/h", "pompe à pistons céramique", "flexible de 15 m", "arrêt automatique", "conforme à la norme EN 60335-2-79"],
        keywords: ["lavage", "karcher", "nettoyage", "station de lavage"],
      },
      {
        noun: "Chargeur de batterie", unit: "unités", price: [90, 1500], quantity: [1, 10], image: "ev-charger",
        variants: ["intelligent 12 V 10 A", "pour batteries lithium", "de maintien pour atelier", "booster de démarrage 12/24 V"],
        specs: ["charge en 8 étapes", "protection contre l'inversion de polarité", "écran de diagnostic", "câbles de 3 m", "garantie 3 ans"],
        keywords: ["chargeur", "batterie", "démarrage", "atelier"],
      },
      {
        noun: "Location longue durée", unit: "véhicules", price: [4200, 9800], quantity: [2, 60], image: "car",
        variants: ["de citadines électriques", "de berlines hybrides", "de véhicules utilitaires", "de SUV compacts"],
        specs: ["entretien et assistance compris", "durée de 36 à 48 mois", "véhicule de remplacement", "cartes carburant et recharge", "restitution sans frais cachés"],
        keywords: ["LLD", "flotte automobile", "véhicules de fonction", "leasing"],
      },
      {
        noun: "Pneumatique", unit: "pneus", price: [70, 480], quantity: [8, 400], image: "wheel",
        variants: ["été 205/55 R16", "4 saisons 225/45 R17", "utilitaire 215/65 R16C", "poids lourd 315/70 R22,5"],
        specs: ["classe A en adhérence sur sol mouillé", "bruit de roulement de 69 dB", "marquage 3PMSF", "montage et équilibrage inclus", "recyclage des pneus usagés"],
        keywords: ["pneus", "pneumatiques", "roues", "flotte"],
      },
      {
        noun: "Pont élévateur", unit: "ponts", price: [2500, 16000], quantity: [1, 4], image: "car",
        variants: ["2 colonnes 4 t", "ciseaux encastré 3 t", "4 colonnes 5,5 t", "à colonnes mobiles 24 t"],
        specs: ["hauteur de levée de 1,95 m", "moteur 3 kW en 400 V", "sécurités mécaniques à chaque colonne", "conforme à la norme EN 1493", "vérification périodique incluse la première année"],
        keywords: ["garage", "levage", "atelier mécanique", "pont"],
      },
      {
        noun: "Entretien de flotte", unit: "véhicules", price: [250, 900], quantity: [5, 200],
        variants: ["sur site", "poids lourds", "de véhicules électriques", "avec contrôle technique"],
        specs: ["intervention dans vos locaux", "véhicules de prêt", "suivi en ligne des interventions", "pièces d'origine ou équivalentes", "mécaniciens habilités électrique"],
        keywords: ["maintenance", "garage", "réparation", "flotte"],
      },
      {
        noun: "Batterie", unit: "batteries", price: [90, 380], quantity: [5, 120], image: "ev-charger",
        variants: ["Start & Stop EFB 70 Ah", "AGM 12 V 95 Ah", "marine à décharge lente 100 Ah", "poids lourd 12 V 225 Ah"],
        specs: ["courant de démarrage de 850 A", "sans entretien", "garantie 3 ans", "reprise des batteries usagées", "dimensions 353 × 175 × 190 mm"],
        keywords: ["batterie", "démarrage", "pièces auto", "accumulateur"],
      },
    ],
  },
  aerospace: {
    activities: ["sous-traitant aéronautique", "atelier de traitement de surface", "bureau d'études en structures", "fabricant de composites"],
    nameWords: ["Aéro", "Composites", "Aviation", "Spatial", "Structures"],
    brands: ["Aéralis", "Stratos", "Volantis", "Carbonéo", "Altivo"],
    certifications: ["EN 9100", "Nadcap", "Part 145", "ISO 9001"],
    items: [
      {
        noun: "Pièce composite", unit: "pièces", price: [80, 2400], quantity: [10, 500], image: "plane",
        variants: ["en fibre de verre infusée", "thermoplastique", "sandwich nid d'abeille", "en carbone préimprégné"],
        specs: ["cuisson en autoclave", "contrôle non destructif par ultrasons", "traçabilité matière complète", "tolérances aéronautiques", "certificat de conformité EASA Form 1 possible"],
        keywords: ["composite", "carbone", "aéronautique", "structure"],
      },
      {
        noun: "Outillage de contrôle", unit: "outillages", price: [1500, 25000], quantity: [1, 10], image: "tools",
        variants: ["de perçage", "de contrôle dimensionnel", "de manutention de panneaux", "d'assemblage"],
        specs: ["conception sous CATIA V5", "mécano-soudé en acier", "certificat de métrologie", "livraison avec plan et notice", "conforme à l'EN 9100"],
        keywords: ["outillage", "gabarit", "montage", "bureau d'études"],
      },
      {
        noun: "Traitement de surface", unit: "lots", price: [200, 3500], quantity: [5, 200],
        variants: ["ressuage fluorescent", "passivation de l'inox", "anodisation chromique", "peinture aéronautique"],
        specs: ["procédés qualifiés par les donneurs d'ordres", "agrément Nadcap", "rapport d'essai par lot", "enlèvement et livraison", "délai de 5 jours ouvrés"],
        keywords: ["anodisation", "peinture", "traitement", "finition"],
      },
    ],
  },
  chemicals: {
    activities: ["distributeur de produits chimiques", "formulateur de produits d'entretien", "laboratoire d'analyses environnementales", "fabricant de peintures industrielles"],
    nameWords: ["Chimie", "Labo", "Formulation", "Solvants", "Analyses"],
    brands: ["Chimélia", "Purix", "Solvéo", "Réactis", "Analysia"],
    certifications: ["ISO 9001", "ISO 17025", "REACH", "Ecolabel"],
    items: [
      {
        noun: "Absorbant industriel", unit: "colis", price: [30, 350], quantity: [2, 80], image: "flask",
        variants: ["tous liquides en feuilles", "granulés minéraux 20 kg", "hydrocarbures en boudins", "kit antipollution 240 L"],
        specs: ["capacité d'absorption de 150 L", "fibres de polypropylène", "conforme aux exigences ICPE", "sac de récupération fourni", "conditionnement en colis de 100"],
        keywords: ["antipollution", "déversement", "rétention", "sécurité environnementale"],
      },
      {
        noun: "Gel hydroalcoolique", unit: "bidons", price: [6, 60], quantity: [10, 500], image: "flask",
        variants: ["flacon pompe 500 mL", "recharge 1 L pour distributeur", "en sachets unidoses", "bidon 5 L"],
        specs: ["conforme à la norme EN 14476", "70 % d'éthanol", "enrichi en glycérine", "sans parfum", "fiche de données de sécurité fournie"],
        keywords: ["désinfectant", "hygiène des mains", "biocide", "sanitaire"],
      },
      {
        noun: "Dégraissant industriel", unit: "bidons", price: [18, 140], quantity: [10, 400], image: "flask",
        variants: ["biosourcé 5 L", "alimentaire NSF", "alcalin 20 L", "pour fontaine de dégraissage"],
        specs: ["fiche de données de sécurité fournie", "sans solvant chloré", "biodégradable selon OCDE 301", "dilution de 2 à 10 %", "conforme au règlement REACH"],
        keywords: ["nettoyant", "détergent", "produits d'entretien", "maintenance"],
      },
      {
        noun: "Analyse de l'eau", unit: "analyses", price: [60, 450], quantity: [10, 300],
        variants: ["potable", "de piscine", "légionelles", "des rejets industriels"],
        specs: ["laboratoire accrédité COFRAC", "prélèvement sur site", "résultats sous 5 jours", "interprétation réglementaire", "flacons fournis"],
        keywords: ["laboratoire", "eau", "contrôle", "analyse"],
      },
      {
        noun: "Peinture industrielle", unit: "litres", price: [8, 60], quantity: [50, 3000], image: "flask",
        variants: ["en poudre polyester", "polyuréthane anticorrosion", "époxy pour sol", "intumescente"],
        specs: ["extrait sec de 70 %", "teintes RAL", "faible teneur en COV", "fiche technique et fiche de sécurité", "conforme à la norme ISO 12944"],
        keywords: ["revêtement", "peinture", "anticorrosion", "finition"],
      },
      {
        noun: "Armoire de sécurité", unit: "armoires", price: [900, 4200], quantity: [1, 10], image: "flask",
        variants: ["sous paillasse", "pour acides et bases", "ventilée", "pour produits inflammables 90 min"],
        specs: ["conforme à la norme EN 14470-1", "fermeture automatique des portes", "bac de rétention", "dimensions 1 195 × 615 × 1 950 mm", "raccordement à l'extraction"],
        keywords: ["stockage", "produits dangereux", "laboratoire", "sécurité"],
      },
    ],
  },
  tourism: {
    activities: ["groupe hôtelier", "agence de voyages d'affaires", "organisateur de séminaires", "camping et résidence de tourisme"],
    nameWords: ["Hôtels", "Voyages", "Séjours", "Séminaires", "Résidences"],
    brands: ["Hôtelia", "Confortis", "Séjourné", "Oréade", "Nuitée"],
    certifications: ["Clef Verte", "Qualité Tourisme", "ISO 14001", "Atout France"],
    items: [
      {
        noun: "Literie hôtelière", unit: "ensembles", price: [280, 1400], quantity: [10, 200], image: "hotel",
        variants: ["140 × 190 cm", "160 × 200 cm", "lits jumeaux 2 × 80 × 200 cm", "extra-large 180 × 200 cm"],
        specs: ["matelas ressorts ensachés de 24 cm", "sommier tapissier", "traitement antiacarien", "classement au feu M1", "garantie 5 ans usage hôtelier"],
        keywords: ["matelas", "literie", "hôtellerie", "chambre"],
      },
      {
        noun: "Minibar", unit: "unités", price: [150, 450], quantity: [10, 200], image: "hotel",
        variants: ["à absorption 30 L", "silencieux 40 L", "à porte vitrée", "encastrable"],
        specs: ["fonctionnement sans bruit", "dégivrage automatique", "éclairage LED intérieur", "serrure", "consommation de 0,6 kWh par jour"],
        keywords: ["réfrigérateur", "chambre d'hôtel", "équipement hôtelier", "frigo"],
      },
      {
        noun: "Organisation de séminaire", unit: "participants", price: [180, 650], quantity: [15, 250],
        variants: ["au vert près de Paris", "résidentiel de 2 jours", "avec activités de cohésion", "à l'étranger"],
        specs: ["salle plénière équipée", "hébergement en chambre individuelle", "restauration sur place", "transport organisé", "chef de projet dédié"],
        keywords: ["séminaire", "événement d'entreprise", "team building", "MICE"],
      },
      {
        noun: "Mobilier de chambre", unit: "chambres", price: [1800, 6500], quantity: [10, 120], image: "hotel",
        variants: ["pour résidence étudiante", "d'hôtel 3 étoiles", "en bois massif", "haut de gamme"],
        specs: ["tête de lit, bureau et bagagerie", "panneaux classés M1", "fabrication française", "pose comprise", "résistance à un usage intensif"],
        keywords: ["hôtellerie", "aménagement", "mobilier", "chambre"],
      },
      {
        noun: "Voyage d'affaires", unit: "déplacements", price: [250, 1800], quantity: [20, 600],
        variants: ["en train et en avion", "avec outil de réservation en ligne", "et assistance 24 h/24", "pour congrès"],
        specs: ["politique voyage intégrée", "facturation centralisée mensuelle", "bilan carbone des déplacements", "conseillers dédiés", "tarifs négociés"],
        keywords: ["agence de voyages", "déplacements professionnels", "billetterie", "hôtels"],
      },
    ],
  },
  education: {
    activities: ["organisme de formation professionnelle", "école de langues", "centre de formation aux métiers", "éditeur de contenus pédagogiques"],
    nameWords: ["Formation", "Académie", "Campus", "Institut", "Compétences"],
    brands: ["Didacta", "Savoria", "Tableo", "Classéo", "Apprenia"],
    certifications: ["Qualiopi", "ISO 9001", "Datadock"],
    items: [
      {
        noun: "Vidéoprojecteur", unit: "unités", price: [450, 3800], quantity: [1, 30], image: "screen",
        variants: ["portable Full HD", "à focale ultracourte", "laser 5 000 lumens", "de grande salle 8 000 lumens"],
        specs: ["source laser de 20 000 h", "résolution WUXGA", "connexion HDMI et sans fil", "haut-parleur de 16 W", "garantie 5 ans"],
        keywords: ["projecteur", "salle de réunion", "présentation", "vidéo"],
      },
      {
        noun: "Formation", unit: "stagiaires", price: [250, 1800], quantity: [4, 60],
        variants: ["Excel avancé", "SST sauveteur secouriste du travail", "habilitation électrique", "anglais professionnel", "CACES R489"],
        specs: ["organisme certifié Qualiopi", "finançable par l'OPCO ou le CPF", "session en intra dans vos locaux", "attestation de fin de formation", "formateurs certifiés"],
        keywords: ["formation professionnelle", "compétences", "certification", "stage"],
      },
      {
        noun: "Écran interactif", unit: "écrans", price: [1800, 6500], quantity: [1, 30], image: "screen",
        variants: ["65 pouces sur pied mobile", "75 pouces 4K", "86 pouces tactile", "collaboratif avec visioconférence"],
        specs: ["tactile 20 points", "Android intégré et slot OPS", "verre trempé antireflet", "garantie 5 ans sur site", "support mural réglable en hauteur"],
        keywords: ["tableau blanc interactif", "salle de réunion", "présentation", "classe"],
      },
      {
        noun: "Mobilier scolaire", unit: "places", price: [60, 320], quantity: [20, 400], image: "school",
        variants: ["de salle de formation pliant", "table et chaise réglables", "modulable sur roulettes", "d'amphithéâtre"],
        specs: ["plateau stratifié de 22 mm", "chants ABS antichocs", "conforme à la norme EN 1729", "plusieurs tailles disponibles", "garantie 10 ans"],
        keywords: ["mobilier", "salle de classe", "formation", "tables"],
      },
    ],
  },
  retail: {
    activities: ["enseigne de magasins spécialisés", "agenceur de points de vente", "grossiste en équipements de magasin", "commerçant indépendant"],
    nameWords: ["Commerce", "Boutiques", "Distribution", "Magasins", "Négoce"],
    brands: ["Vitrinéo", "Caddia", "Étalis", "Comptoir Pro", "Vendéo"],
    certifications: ["ISO 9001", "NF Service", "PEFC"],
    items: [
      {
        noun: "Chariot de courses", unit: "chariots", price: [60, 260], quantity: [20, 400], image: "cart",
        variants: ["panier 28 L", "à main 4 roues", "métallique 100 L", "plastique recyclé 180 L"],
        specs: ["emboîtable", "roues silencieuses", "porte-clé à jeton", "logo personnalisable", "conforme à la norme EN 1929"],
        keywords: ["caddie", "panier", "supermarché", "magasin"],
      },
      {
        noun: "Vitrine d'exposition", unit: "vitrines", price: [350, 2800], quantity: [1, 20], image: "cart",
        variants: ["murale à portes coulissantes", "verre sécurit 180 cm", "comptoir éclairé", "réfrigérée pour boulangerie"],
        specs: ["éclairage LED intégré", "serrure de sécurité", "étagères en verre réglables", "structure aluminium", "livraison et installation"],
        keywords: ["présentoir", "agencement de magasin", "vitrine", "exposition"],
      },
      {
        noun: "Portique antivol", unit: "unités", price: [900, 3500], quantity: [1, 6], image: "cctv",
        variants: ["radiofréquence 8,2 MHz", "acousto-magnétique", "transparent en plexiglas", "à comptage de visiteurs"],
        specs: ["détection jusqu'à 90 cm", "alarme sonore et lumineuse", "étiquettes et badges fournis", "installation par technicien", "compatible avec les étiquettes souples"],
        keywords: ["antivol", "sécurité magasin", "démarque", "détection"],
      },
      {
        noun: "Caisse enregistreuse", unit: "caisses", price: [600, 2400], quantity: [1, 20], image: "cart",
        variants: ["tablette mobile", "tactile 15 pouces", "tout-en-un avec imprimante", "libre-service"],
        specs: ["logiciel certifié NF525", "tiroir-caisse métallique", "imprimante thermique 80 mm", "lecteur de codes-barres", "connexion au terminal de paiement"],
        keywords: ["logiciel de caisse", "encaissement", "point de vente", "TPV"],
      },
      {
        noun: "Gondole de magasin", unit: "mètres linéaires", price: [180, 700], quantity: [10, 200], image: "shelving",
        variants: ["murale avec fronton", "centrale double face", "pour boulangerie", "réfrigérée"],
        specs: ["tablettes réglables tous les 25 mm", "acier thermolaqué", "hauteur de 1 600 à 2 200 mm", "porte-étiquettes inclus", "montage en magasin"],
        keywords: ["agencement", "présentoir", "étagère", "merchandising"],
      },
      {
        noun: "Étiquette électronique", unit: "étiquettes", price: [6, 28], quantity: [500, 20000], image: "cart",
        variants: ["2,9 pouces noir et blanc", "avec NFC", "pour rayon frais", "4,2 pouces couleur"],
        specs: ["autonomie de 5 ans", "mise à jour des prix en temps réel", "connexion à votre logiciel de caisse", "écran e-paper lisible à 180°", "fixation rail standard"],
        keywords: ["ESL", "affichage prix", "étiquetage", "magasin connecté"],
      },
    ],
  },
  media: {
    activities: ["studio de production vidéo", "agence de photographie", "éditeur de presse professionnelle", "prestataire audiovisuel événementiel"],
    nameWords: ["Production", "Images", "Studio", "Films", "Audiovisuel"],
    brands: ["Cadréo", "Lumière Pro", "Focalis", "Sonora", "Vidéa"],
    certifications: ["Qualiopi", "ISO 9001"],
    items: [
      {
        noun: "Microphone", unit: "unités", price: [80, 1400], quantity: [1, 20], image: "camera",
        variants: ["dynamique de chant", "canon pour caméra", "cravate sans fil", "à condensateur de studio"],
        specs: ["récepteur UHF", "réponse de 50 Hz à 18 kHz", "connectique XLR", "bonnette anti-vent fournie", "autonomie de 8 h"],
        keywords: ["micro", "audio", "prise de son", "sonorisation"],
      },
      {
        noun: "Éclairage de studio", unit: "kits", price: [180, 3500], quantity: [1, 10], image: "camera",
        variants: ["torche RGB", "panneau LED 60 × 30 cm", "LED bicolore 100 W", "kit de 3 projecteurs"],
        specs: ["IRC supérieur à 96", "température de 2 700 à 6 500 K", "pilotage par application", "pieds et boîte à lumière fournis", "ventilation silencieuse"],
        keywords: ["lumière", "projecteur", "tournage", "photo"],
      },
      {
        noun: "Vidéo d'entreprise", unit: "films", price: [2500, 15000], quantity: [1, 4],
        variants: ["pour les réseaux sociaux", "motion design", "de témoignages clients", "institutionnelle de 2 minutes"],
        specs: ["écriture du scénario", "tournage d'une journée en 4K", "drone sur demande", "sous-titrage en français et en anglais", "deux allers-retours de montage"],
        keywords: ["film", "vidéo", "production audiovisuelle", "tournage"],
      },
      {
        noun: "Caméra", unit: "caméras", price: [900, 9000], quantity: [1, 6], image: "camera",
        variants: ["de visioconférence 180°", "de poing 4K", "PTZ pour captation", "de tournage 4K plein format"],
        specs: ["capteur de 24 Mpx", "enregistrement en 10 bits 4:2:2", "sortie SDI et HDMI", "zoom optique 20×", "double emplacement de cartes"],
        keywords: ["vidéo", "captation", "tournage", "audiovisuel"],
      },
      {
        noun: "Shooting photo", unit: "jours", price: [700, 2200], quantity: [1, 10],
        variants: ["packshot sur fond blanc", "corporate en entreprise", "culinaire", "d'architecture"],
        specs: ["retouche incluse", "cession de droits pour le web et le print", "studio mobile", "livraison sous 5 jours", "fichiers haute définition"],
        keywords: ["photographe", "photos", "packshot", "image"],
      },
    ],
  },
  real_estate: {
    activities: ["agence d'immobilier d'entreprise", "gestionnaire de centres d'affaires", "promoteur immobilier", "syndic et administrateur de biens"],
    nameWords: ["Immobilier", "Patrimoine", "Bureaux", "Foncière", "Espaces"],
    brands: ["Foncéo", "Domicilia", "Bureau Libre", "Immoléa", "Espacio"],
    certifications: ["Carte T", "BREEAM", "HQE", "ISO 14001"],
    items: [
      {
        noun: "Location de bureaux", unit: "m²", price: [180, 650], quantity: [50, 1500],
        variants: ["en parc d'activités", "en espace de coworking", "clé en main meublés", "en centre-ville"],
        specs: ["loyer annuel hors charges", "bail flexible de 12 mois", "salles de réunion partagées", "parking et bornes de recharge", "accès 24 h/24 par badge"],
        keywords: ["bureaux", "local professionnel", "coworking", "bail"],
      },
      {
        noun: "Local d'activité", unit: "m²", price: [70, 160], quantity: [200, 5000],
        variants: ["avec bureaux et quai de chargement", "en zone industrielle", "entrepôt logistique", "atelier avec pont roulant"],
        specs: ["hauteur sous plafond de 8 m", "dalle de 5 t/m²", "accès poids lourds", "loyer annuel hors taxes", "disponible immédiatement"],
        keywords: ["entrepôt", "atelier", "immobilier d'entreprise", "location"],
      },
      {
        noun: "Gestion locative", unit: "lots", price: [300, 1200], quantity: [5, 200],
        variants: ["de bureaux", "de commerces", "d'un immeuble mixte", "avec état des lieux"],
        specs: ["encaissement des loyers", "suivi des travaux", "reporting trimestriel", "gestion des charges et régularisations", "carte professionnelle et garantie financière"],
        keywords: ["administrateur de biens", "syndic", "gestion immobilière", "location"],
      },
    ],
  },
  security: {
    activities: ["société de sécurité privée", "installateur de systèmes de sûreté", "prestataire de sécurité incendie", "télésurveilleur"],
    nameWords: ["Sécurité", "Protection", "Surveillance", "Sûreté", "Vigilance"],
    brands: ["Alarmis", "Vigilis", "Protégo", "Sentinel", "Incendia"],
    certifications: ["APSAD", "CNAPS", "NF Service", "ISO 9001", "MASE"],
    items: [
      {
        noun: "Coffre-fort", unit: "coffres", price: [350, 8000], quantity: [1, 5], image: "lock",
        variants: ["à clé de classe 1", "à serrure électronique 50 L", "ignifuge 60 min", "armoire forte 400 L"],
        specs: ["certifié EN 1143-1", "ancrage au sol fourni", "serrure à code avec temporisation", "ignifuge selon EN 15659", "livraison et scellement"],
        keywords: ["coffre", "sécurité", "protection des valeurs", "ignifuge"],
      },
      {
        noun: "Alarme intrusion", unit: "systèmes", price: [600, 6500], quantity: [1, 12], image: "lock",
        variants: ["radio pour bureaux", "filaire pour entrepôt", "avec levée de doute vidéo", "certifiée NF&A2P 2 boucliers"],
        specs: ["détecteurs volumétriques", "sirène intérieure et extérieure", "transmetteur IP et GSM", "application mobile", "raccordement à un télésurveilleur"],
        keywords: ["alarme", "détection intrusion", "télésurveillance", "sûreté"],
      },
      {
        noun: "Vidéosurveillance", unit: "caméras", price: [250, 1200], quantity: [4, 80], image: "cctv",
        variants: ["dôme antivandale", "IP 4K pour parking", "à lecture de plaques", "thermique pour périmètre"],
        specs: ["enregistreur NVR 30 jours", "vision nocturne infrarouge 50 m", "alimentation PoE", "indice de protection IP67", "déclaration en préfecture accompagnée"],
        keywords: ["caméras", "vidéoprotection", "surveillance", "sécurité"],
      },
      {
        noun: "Gardiennage", unit: "heures", price: [22, 38], quantity: [200, 8000],
        variants: ["de site industriel", "de chantier la nuit", "avec maître-chien", "et rondes mobiles"],
        specs: ["agents titulaires de la carte CNAPS", "main courante électronique", "encadrement 24 h/24", "remplacement sous 2 h", "rapport d'intervention"],
        keywords: ["agent de sécurité", "surveillance", "sûreté", "ronde"],
      },
      {
        noun: "Extincteur", unit: "extincteurs", price: [35, 180], quantity: [5, 200], image: "helmet",
        variants: ["CO2 2 kg", "à eau pulvérisée 6 L", "à poudre ABC 9 kg", "sur roues 50 kg"],
        specs: ["certifié NF EN 3", "support mural fourni", "vérification annuelle selon la règle APSAD R4", "signalétique photoluminescente", "garantie 5 ans"],
        keywords: ["sécurité incendie", "extincteurs", "incendie", "maintenance"],
      },
      {
        noun: "Contrôle d'accès", unit: "portes", price: [600, 2800], quantity: [2, 60], image: "cctv",
        variants: ["par badge", "pour parking", "avec interphonie vidéo", "biométrique"],
        specs: ["lecteurs Mifare DESFire", "gestion des droits en ligne", "ventouses et gâches électriques", "historique des passages", "compatibilité avec l'alarme intrusion"],
        keywords: ["badge", "sûreté", "accès", "interphone"],
      },
    ],
  },
  food: {
    activities: ["industriel de l'agroalimentaire", "traiteur et restauration collective", "fabricant d'équipements de cuisine professionnelle", "grossiste alimentaire"],
    nameWords: ["Gourmet", "Saveurs", "Traiteur", "Cuisine", "Fromagerie", "Boulangerie"],
    brands: ["Glacéo", "Cuisimax", "Inoxia", "Vacuo", "Fourneo"],
    certifications: ["HACCP", "IFS Food", "BRCGS", "Agriculture biologique", "ISO 22000"],
    items: [
      {
        noun: "Lave-vaisselle professionnel", unit: "machines", price: [1800, 12000], quantity: [1, 3], image: "kitchen",
        variants: ["frontal 500 × 500 mm", "à capot 1 200 assiettes/h", "lave-batterie", "à avancement automatique"],
        specs: ["cycles de 60, 90 et 120 s", "surchauffeur de rinçage à 85 °C", "adoucisseur intégré", "carrosserie inox", "conforme aux exigences HACCP"],
        keywords: ["lave-vaisselle", "plonge", "restauration", "cuisine professionnelle"],
      },
      {
        noun: "Trancheuse", unit: "machines", price: [400, 3500], quantity: [1, 5], image: "kitchen",
        variants: ["à légumes", "à jambon 300 mm", "à pain", "automatique 350 mm"],
        specs: ["lame en acier trempé", "affûteur intégré", "corps en aluminium anodisé", "moteur ventilé de 250 W", "conforme à la norme EN 1974"],
        keywords: ["découpe", "charcuterie", "boucherie", "cuisine"],
      },
      {
        noun: "Batteur-mélangeur", unit: "machines", price: [800, 9000], quantity: [1, 3], image: "kitchen",
        variants: ["10 L", "20 L avec variateur", "planétaire 40 L", "pétrin à spirale 60 kg"],
        specs: ["cuve en inox", "fouet, feuille et crochet fournis", "grille de sécurité", "moteur de 1 100 W", "conforme à la norme EN 454"],
        keywords: ["pâtisserie", "boulangerie", "mixeur", "pétrin"],
      },
      {
        noun: "Four mixte", unit: "fours", price: [4500, 22000], quantity: [1, 4], image: "kitchen",
        variants: ["compact 4 niveaux", "6 niveaux GN 1/1", "10 niveaux GN 1/1", "20 niveaux sur chariot"],
        specs: ["vapeur, convection et mixte de 30 à 300 °C", "sonde à cœur multipoint", "lavage automatique", "puissance électrique de 11 kW", "carrosserie inox AISI 304"],
        keywords: ["four", "cuisine professionnelle", "restauration", "cuisson"],
      },
      {
        noun: "Armoire réfrigérée", unit: "armoires", price: [900, 4200], quantity: [1, 10], image: "kitchen",
        variants: ["positive 700 L", "à portes vitrées", "négative 600 L", "pâtissière 400 × 600"],
        specs: ["froid ventilé de 0 à +8 °C", "fluide R290", "classe énergétique C", "intérieur et extérieur inox", "serrure et roulettes"],
        keywords: ["froid", "réfrigérateur", "chambre froide", "conservation"],
      },
      {
        noun: "Plats cuisinés", unit: "repas", price: [4, 14], quantity: [200, 20000],
        variants: ["en barquettes individuelles", "en liaison froide", "pour restaurant d'entreprise", "bio et locaux"],
        specs: ["production sous agrément sanitaire", "menus validés par une diététicienne", "livraison en camion frigorifique", "traçabilité des allergènes", "50 % de produits durables EGalim"],
        keywords: ["restauration collective", "traiteur", "repas", "cantine"],
      },
      {
        noun: "Machine sous vide", unit: "machines", price: [400, 6000], quantity: [1, 3], image: "kitchen",
        variants: ["à aspiration extérieure", "à cloche 42 cm", "à double cloche", "thermoformeuse"],
        specs: ["pompe de 20 m³/h", "soudure de 2 × 4 mm", "cuve en inox", "programme de conditionnement sous gaz", "conforme HACCP"],
        keywords: ["conditionnement", "sous-vide", "conservation", "emballage alimentaire"],
      },
      {
        noun: "Matière première", unit: "tonnes", price: [450, 9000], quantity: [1, 50], image: "box",
        variants: ["farine de blé T65", "sucre blanc cristallisé", "huile de colza", "beurre AOP en plaques"],
        specs: ["origine France", "certificats d'analyse par lot", "livraison en big bags ou sacs de 25 kg", "cahier des charges IFS", "contrat annuel à prix fixé"],
        keywords: ["ingrédients", "approvisionnement", "matières premières", "agroalimentaire"],
      },
    ],
  },
  electronics: {
    activities: ["sous-traitant en assemblage électronique", "bureau d'études électroniques", "distributeur de composants", "fabricant de cartes électroniques"],
    nameWords: ["Électronique", "Circuits", "Composants", "Systèmes", "Tronic"],
    brands: ["Circuitec", "Siliciel", "Ohmix", "Electra", "Capteo"],
    certifications: ["ISO 9001", "IPC-A-610", "ISO 13485", "EN 9100"],
    items: [
      {
        noun: "Alimentation de laboratoire", unit: "unités", price: [120, 2500], quantity: [1, 20], image: "chip",
        variants: ["0–30 V 5 A", "0–60 V 20 A", "programmable 3 voies", "à découpage 1 500 W"],
        specs: ["ondulation inférieure à 1 mV", "interface USB et LAN", "protection contre les surtensions", "affichage 4 digits", "certificat d'étalonnage"],
        keywords: ["alimentation", "banc de test", "électronique", "laboratoire"],
      },
      {
        noun: "Oscilloscope", unit: "unités", price: [350, 9000], quantity: [1, 6], image: "chip",
        variants: ["portable 60 MHz", "numérique 4 voies 100 MHz", "200 MHz 2 voies", "à signaux mixtes 500 MHz"],
        specs: ["échantillonnage de 1 Géch/s", "écran tactile de 10 pouces", "décodage de bus série", "mémoire de 10 Mpts", "garantie 3 ans"],
        keywords: ["mesure", "test", "électronique", "instrumentation"],
      },
      {
        noun: "Carte électronique", unit: "cartes", price: [8, 260], quantity: [50, 10000], image: "chip",
        variants: ["assemblée en CMS", "avec microcontrôleur ARM", "de puissance", "prototype en 5 jours"],
        specs: ["circuit imprimé FR4 de 4 couches", "contrôle optique automatique", "conforme à la norme IPC-A-610 classe 2", "vernis de tropicalisation en option", "traçabilité des composants"],
        keywords: ["PCB", "électronique", "EMS", "assemblage"],
      },
      {
        noun: "Capteur industriel", unit: "capteurs", price: [25, 650], quantity: [10, 1000], image: "chip",
        variants: ["inductif M18", "de température PT100", "de pression 0–10 bar", "connecté LoRaWAN"],
        specs: ["sortie 4–20 mA", "indice de protection IP67", "boîtier inox 316L", "plage de −40 à +85 °C", "certificat d'étalonnage"],
        keywords: ["capteur", "mesure", "instrumentation", "IoT"],
      },
      {
        noun: "Écran professionnel", unit: "écrans", price: [160, 2900], quantity: [2, 80], image: "screen",
        variants: ["24 pouces avec station USB-C", "27 pouces QHD", "34 pouces incurvé", "d'affichage dynamique 55 pouces"],
        specs: ["dalle IPS de 350 cd/m²", "pied réglable en hauteur et pivotant", "fonctionnement 24/7", "garantie 3 ans avec échange sur site", "certifié TCO"],
        keywords: ["moniteur", "écran", "affichage", "poste de travail"],
      },
      {
        noun: "Armoire électrique", unit: "armoires", price: [1500, 28000], quantity: [1, 6], image: "chip",
        variants: ["de distribution", "de commande sur plan", "avec automate programmable", "ATEX"],
        specs: ["conforme à la norme EN 61439", "câblage et essais en atelier", "schémas électriques fournis", "enveloppe IP55", "certification UL possible"],
        keywords: ["tableau électrique", "automatisme", "câblage", "électricité"],
      },
    ],
  },
  packaging: {
    activities: ["cartonnier", "fabricant d'emballages plastiques", "distributeur de consommables d'emballage", "imprimeur d'étiquettes"],
    nameWords: ["Emballages", "Cartonnage", "Pack", "Étiquettes", "Conditionnement"],
    brands: ["Cartonia", "Embaléo", "Filmix", "Calage+", "Étiquéo"],
    certifications: ["FSC", "PEFC", "BRCGS Packaging", "ISO 9001"],
    items: [
      {
        noun: "Sachet", unit: "cartons", price: [20, 180], quantity: [5, 300], image: "package",
        variants: ["kraft à fond plat", "zip transparent 100 µm", "à bulles", "isotherme"],
        specs: ["cartons de 1 000", "fermeture par soudure ou adhésif", "papier certifié FSC", "personnalisable", "conforme au contact alimentaire"],
        keywords: ["sacs", "emballage", "pochettes", "conditionnement"],
      },
      {
        noun: "Ruban adhésif", unit: "cartons", price: [25, 140], quantity: [5, 300], image: "package",
        variants: ["polypropylène 48 mm × 66 m", "renforcé", "kraft gommé 70 mm", "imprimé au logo"],
        specs: ["cartons de 36 rouleaux", "adhésif acrylique silencieux", "compatible avec les dévidoirs standard", "résistant de −10 à +60 °C", "papier recyclable"],
        keywords: ["scotch", "fermeture de colis", "adhésif", "expédition"],
      },
      {
        noun: "Carton d'expédition", unit: "cartons", price: [0.4, 4], quantity: [500, 50000], image: "box",
        variants: ["postal extra-plat", "simple cannelure 40 × 30 × 30 cm", "pour e-commerce avec fermeture adhésive", "double cannelure 60 × 40 × 40 cm"],
        specs: ["carton ondulé recyclé", "résistance ECT de 7 kN/m", "impression du logo en 1 couleur", "certifié FSC", "livraison sur palette filmée"],
        keywords: ["emballage", "boîte", "expédition", "colis"],
      },
      {
        noun: "Film étirable", unit: "rouleaux", price: [9, 35], quantity: [24, 2000], image: "package",
        variants: ["manuel 17 µm", "préétiré 9 µm", "noir opaque", "machine 23 µm"],
        specs: ["laize de 500 mm", "longueur de 270 m", "polyéthylène linéaire recyclable", "allongement de 300 %", "cartons de 6 rouleaux"],
        keywords: ["palettisation", "film", "emballage", "filmage"],
      },
      {
        noun: "Étiquette adhésive", unit: "rouleaux", price: [8, 60], quantity: [20, 2000], image: "package",
        variants: ["thermique 100 × 150 mm", "de traçabilité avec code-barres", "alimentaire résistante au froid", "imprimée en quadrichromie"],
        specs: ["mandrin de 40 mm", "adhésif permanent", "compatible avec les imprimantes Zebra", "papier certifié FSC", "1 000 étiquettes par rouleau"],
        keywords: ["étiquetage", "étiquettes", "impression", "logistique"],
      },
      {
        noun: "Palette", unit: "palettes", price: [6, 22], quantity: [100, 5000], image: "box",
        variants: ["demi-palette 800 × 600", "perdue 1 200 × 1 000", "bois EPAL 1 200 × 800", "plastique alimentaire"],
        specs: ["traitée NIMP 15 pour l'export", "charge dynamique de 1 500 kg", "reconditionnée ou neuve", "livraison par camion complet", "reprise des palettes usagées"],
        keywords: ["palettes", "manutention", "logistique", "bois"],
      },
    ],
  },
  other: {
    activities: ["entreprise artisanale", "association professionnelle", "collectivité locale", "société de négoce"],
    nameWords: ["Groupe", "Compagnie", "Maison", "Atelier", "Comptoir"],
    brands: ["Abrilys", "Ustensia", "Modula", "Polyvo", "Gamma Pro"],
    certifications: ["ISO 9001", "ISO 14001"],
    items: [
      {
        noun: "Cadenas", unit: "unités", price: [8, 120], quantity: [5, 300], image: "lock",
        variants: ["laiton 40 mm", "à combinaison", "à anse longue inox", "de consignation"],
        specs: ["anse en acier cémenté", "cylindre anti-crochetage", "clés identiques sur demande", "résistant aux intempéries", "garantie 5 ans"],
        keywords: ["serrure", "fermeture", "consignation", "sécurité"],
      },
      {
        noun: "Poubelle de tri", unit: "unités", price: [40, 450], quantity: [2, 60], image: "package",
        variants: ["à pédale 50 L", "d'extérieur 120 L", "3 flux 90 L", "en inox pour accueil"],
        specs: ["couvercles de couleur", "seau intérieur amovible", "signalétique de tri fournie", "acier galvanisé", "fabrication française"],
        keywords: ["tri sélectif", "déchets", "recyclage", "propreté"],
      },
      {
        noun: "Barnum pliant", unit: "unités", price: [250, 1600], quantity: [1, 20], image: "package",
        variants: ["3 × 3 m", "3 × 6 m avec côtés", "aux couleurs de l'entreprise", "4 × 8 m professionnel"],
        specs: ["structure en acier ou aluminium", "toile polyester 300 g enduite PVC", "montage sans outils", "classement au feu M2", "sac de transport à roulettes"],
        keywords: ["tente", "événementiel", "abri", "chapiteau"],
      },
      {
        noun: "Gestion des déchets", unit: "mois", price: [150, 2500], quantity: [12, 36],
        variants: ["de bureaux avec tri 5 flux", "de chantier", "industriels banals", "dangereux"],
        specs: ["fourniture des bacs et bennes", "registre de suivi des déchets", "bordereaux de suivi dématérialisés", "valorisation matière privilégiée", "collecte programmée ou à la demande"],
        keywords: ["recyclage", "déchets", "tri sélectif", "environnement"],
      },
    ],
  },
};
