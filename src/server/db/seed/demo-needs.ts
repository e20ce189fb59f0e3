/**
 * Needs published by the demo buyers. Most have one to four fitting demo offers, often worded
 * differently (synonyms, related sector); a few have none on purpose, as on a real marketplace.
 * The demo buyer ("acheteur") has four needs that the demo supplier ("fournisseur") and others
 * answer, so that both demo accounts see matches on their first sign-in.
 */
import type { SectorKey } from "../../../shared/categories";
import { DEFAULT_CURRENCY } from "../../../shared/constants";
import type { Urgency } from "../../../shared/enums";
import { demoCompanyLocation } from "./demo-companies";
import type { SeedNeed } from "./types";

interface NeedRow {
  title: string;
  description: string;
  category: SectorKey;
  budget: number;
  urgency: Urgency;
  deadline: string | null;
  keywords: string[];
  quantity?: number;
  /** Defaults to the buyer's city. */
  location?: string;
}

function needsOf(companyKey: string, rows: NeedRow[]): SeedNeed[] {
  const home = demoCompanyLocation(companyKey);
  return rows.map(({ quantity, location, ...row }) => ({
    ...row,
    companyKey,
    currency: DEFAULT_CURRENCY,
    location: location ?? home,
    specifications: quantity === undefined ? {} : { quantity },
  }));
}

export const DEMO_NEEDS: readonly SeedNeed[] = [
  ...needsOf("acheteur", [
    {
      title: "Renouvellement du Wi-Fi dans nos quatre hôtels",
      description: "Nos quatre hôtels (180 chambres, salles de séminaire et restaurants) ont un réseau sans fil vieillissant et les clients s'en plaignent. Nous voulons remplacer une soixantaine de points d'accès par du matériel récent, avec un portail invités et une supervision à distance, étude de couverture comprise. Les travaux doivent se faire étage par étage sans fermer les établissements.",
      category: "technology", budget: 38000, urgency: "high", deadline: "2027-03-31",
      keywords: ["wifi", "points d'accès", "réseau invités", "hôtellerie"], quantity: 60,
    },
    {
      title: "25 ordinateurs portables pour la réception et l'administratif",
      description: "Remplacement des postes de la réception et du back-office : 25 PC portables 14 pouces, 16 Go de mémoire, SSD et Windows 11 Pro, avec station d'accueil. Achat ou location sur 36 mois selon la meilleure offre, installation de notre logiciel de réservation comprise.",
      category: "technology", budget: 32000, urgency: "medium", deadline: "2027-02-15",
      keywords: ["PC portables", "postes de travail", "location", "informatique"], quantity: 25,
    },
    {
      title: "Caméras pour les parkings et les entrées de deux hôtels",
      description: "Deux de nos hôtels ont un parking extérieur de 80 places où les dégradations se multiplient. Nous cherchons une installation de 16 caméras avec vision de nuit, 30 jours d'enregistrement et consultation à distance par les directeurs. Accompagnement pour la déclaration en préfecture souhaité.",
      category: "security", budget: 24000, urgency: "medium", deadline: "2027-04-30",
      keywords: ["caméras", "vidéoprotection", "parking", "sûreté"], quantity: 16,
    },
    {
      title: "Linge de lit et de bain pour 180 chambres",
      description: "Renouvellement complet du linge : draps, housses de couette, taies, serviettes et peignoirs, qualité hôtelière résistant aux lavages industriels. Broderie discrète de notre logo souhaitée, livraison répartie sur les quatre établissements.",
      category: "textile", budget: 42000, urgency: "low", deadline: "2027-06-01",
      keywords: ["linge hôtelier", "draps", "serviettes", "blanchisserie"], quantity: 2500,
    },
  ]),
  ...needsOf("boulangeries-fabre", [
    {
      title: "Four ventilé 10 niveaux pour viennoiseries",
      description: "Notre fournil central cherche un four ventilé ou mixte de 10 niveaux au format 400 × 600 pour cuire viennoiseries et snacking. Alimentation triphasée disponible sur place ; la reprise de notre ancien four serait appréciée.",
      category: "food", budget: 18000, urgency: "medium", deadline: "2027-03-15",
      keywords: ["four", "boulangerie", "viennoiserie", "cuisson"], quantity: 1,
    },
    {
      title: "Tournée de livraison matinale vers nos 7 boutiques",
      description: "Le fournil livre chaque matin avant 6 h sept boutiques dans un rayon de 25 km autour de Nantes. Nous cherchons un transporteur capable d'assurer cette tournée au froid six jours sur sept, avec un chauffeur attitré.",
      category: "logistics", budget: 45000, urgency: "high", deadline: "2027-01-31",
      keywords: ["tournée", "livraison", "transport alimentaire", "froid"],
    },
    {
      title: "Caisses tactiles NF525 pour trois boutiques",
      description: "Nos caisses ne sont plus conformes : il nous faut 5 caisses tactiles avec logiciel certifié NF525, balance connectée et paiement sans contact. Formation des vendeuses sur place et assistance le dimanche matin.",
      category: "retail", budget: 9000, urgency: "medium", deadline: "2027-02-28",
      keywords: ["caisse enregistreuse", "NF525", "encaissement"], quantity: 5,
    },
    {
      title: "Boîtes pâtissières et sacs à pain personnalisés",
      description: "Commande annuelle de boîtes à gâteaux en carton (trois formats) et de sacs à baguettes imprimés à notre marque, en papier recyclé. Livraison trimestrielle au fournil.",
      category: "packaging", budget: 12000, urgency: "low", deadline: null,
      keywords: ["emballages", "boîtes pâtissières", "sacs papier"], quantity: 40000,
    },
  ]),
  ...needsOf("clinique-saint-jean", [
    {
      title: "Trente lits électriques pour le service de soins de suite",
      description: "Remplacement de 30 lits du service de soins de suite et de réadaptation : hauteur variable, barrières intégrées, freinage centralisé, conformité à la norme IEC 60601-2-52. Livraison en chambre et reprise des anciens lits.",
      category: "healthcare", budget: 95000, urgency: "medium", deadline: "2027-05-31",
      keywords: ["lits médicalisés", "SSR", "mobilier hospitalier"], quantity: 30,
    },
    {
      title: "Bionettoyage des chambres et des blocs opératoires",
      description: "Prestation quotidienne de bionettoyage pour 120 chambres, deux blocs et les circulations, soit 6 500 m², selon nos protocoles d'hygiène. Astreinte le week-end et traçabilité des passages exigées.",
      category: "services", budget: 380000, urgency: "medium", deadline: "2027-01-15",
      keywords: ["nettoyage", "hygiène hospitalière", "propreté", "entretien"], quantity: 6500,
    },
    {
      title: "Défibrillateurs pour chaque étage et le parking",
      description: "Nous devons équiper les étages et le parking visiteurs de 8 défibrillateurs automatiques, avec armoires murales dont une chauffée à l'extérieur. Formation du personnel administratif aux gestes d'urgence souhaitée.",
      category: "healthcare", budget: 16000, urgency: "high", deadline: "2027-02-01",
      keywords: ["DAE", "défibrillateur", "premiers secours"], quantity: 8,
    },
    {
      title: "Gants d'examen et masques : marché annuel",
      description: "Approvisionnement annuel en gants nitrile non poudrés (toutes tailles) et masques chirurgicaux type IIR, environ 300 cartons, livrés mensuellement.",
      category: "healthcare", budget: 22000, urgency: "low", deadline: null,
      keywords: ["gants nitrile", "masques", "consommables"], quantity: 300,
    },
  ]),
  ...needsOf("metallerie-bernard", [
    {
      title: "Quatre postes MIG-MAG pour l'atelier",
      description: "Renouvellement de 4 postes de soudage semi-automatiques pour acier et inox (1 à 12 mm), avec dévidoir séparé et torches refroidies par eau. Démonstration dans notre atelier souhaitée avant commande.",
      category: "manufacturing", budget: 14000, urgency: "medium", deadline: "2027-03-01",
      keywords: ["soudure", "poste à souder", "chaudronnerie"], quantity: 4,
    },
    {
      title: "Découpe laser de 1 200 platines acier",
      description: "Sous-traitance de la découpe de 1 200 platines et montants en acier S235 de 8 et 10 mm pour un chantier de garde-corps, à partir de nos fichiers DXF, ébavurage compris. Livraison en deux lots à Saint-Étienne.",
      category: "manufacturing", budget: 11000, urgency: "high", deadline: "2027-02-10",
      keywords: ["découpe", "tôlerie", "sous-traitance", "acier"], quantity: 1200,
    },
    {
      title: "CACES pont roulant et nacelle pour six compagnons",
      description: "Six compagnons doivent passer le CACES R484 (pont roulant) et le R486 (nacelle). Formation de préférence dans notre atelier, tests compris, sur deux sessions.",
      category: "education", budget: 6000, urgency: "medium", deadline: "2027-04-15",
      keywords: ["CACES", "formation sécurité", "levage"], quantity: 6,
    },
  ]),
  ...needsOf("transports-lemaire", [
    {
      title: "Pneus poids lourds pour 48 tracteurs routiers",
      description: "Marché annuel de pneumatiques pour 48 tracteurs et 60 semi-remorques : fourniture, montage, permutations et recreusage, avec dépannage sur route 24 h/24 sur l'axe Paris–Orléans–Tours.",
      category: "automotive", budget: 160000, urgency: "medium", deadline: "2027-01-31",
      keywords: ["pneus PL", "flotte", "dépannage", "recreusage"], quantity: 400,
    },
    {
      title: "Trois chariots électriques 2 t avec batterie lithium",
      description: "Nous remplaçons 3 chariots thermiques par des chariots électriques de 2 t, batterie lithium, levée 6 m, pour un entrepôt de 12 000 m². Achat ou location longue durée avec maintenance, selon les offres.",
      category: "logistics", budget: 90000, urgency: "medium", deadline: "2027-04-30",
      keywords: ["chariot élévateur", "manutention", "lithium", "cariste"], quantity: 3,
    },
    {
      title: "Dix points de charge 22 kW au dépôt",
      description: "Nous passons 10 fourgons de livraison à l'électrique. Il nous faut 10 points de charge de 22 kW sur le parking du dépôt, avec supervision et pilotage de la puissance pour ne pas augmenter l'abonnement électrique.",
      category: "energy", budget: 42000, urgency: "high", deadline: "2027-03-31",
      keywords: ["IRVE", "bornes", "véhicules électriques", "dépôt"], quantity: 10,
    },
  ]),
  ...needsOf("vauban-conseil", [
    {
      title: "Refonte du site internet du cabinet",
      description: "Notre site est daté et mal adapté au mobile. Nous voulons une vingtaine de pages en français et en anglais, des études de cas, un formulaire de contact et une bonne visibilité sur nos expertises. Nos équipes doivent pouvoir publier sans développeur.",
      category: "marketing", budget: 25000, urgency: "low", deadline: "2027-06-30",
      keywords: ["site web", "refonte", "bilingue", "SEO"],
    },
    {
      title: "Bureaux de 400 m² près de la Part-Dieu",
      description: "Ouverture d'une antenne lyonnaise : 350 à 450 m² de bureaux pour 30 postes et 4 salles de réunion, à proximité de la gare Part-Dieu, disponibles au second semestre. Bail flexible souhaité.",
      category: "real_estate", budget: 140000, urgency: "medium", deadline: "2027-07-01",
      keywords: ["location de bureaux", "Lyon", "bail"], quantity: 400, location: "Lyon",
    },
    {
      title: "Séminaire annuel de deux jours pour 45 consultants",
      description: "Deux jours au vert en juin, à moins de deux heures de Paris : chambres individuelles, salle plénière et trois salles de sous-commission, activité de cohésion le premier soir.",
      category: "tourism", budget: 30000, urgency: "low", deadline: "2027-06-10",
      keywords: ["séminaire", "team building", "hôtel"], quantity: 45,
    },
    {
      title: "Formation au management pour nos nouveaux managers",
      description: "Huit consultants deviennent managers cette année. Nous cherchons un parcours de trois jours sur le feedback, la délégation et l'entretien annuel, animé en intra, finançable par notre OPCO.",
      category: "consulting", budget: 9000, urgency: "medium", deadline: "2027-03-31",
      keywords: ["management", "leadership", "formation"], quantity: 8,
    },
  ]),
  ...needsOf("finaxa", [
    {
      title: "Test d'intrusion de notre extranet client",
      description: "Nous gérons des données patrimoniales sensibles. Nous voulons un test d'intrusion externe de l'extranet, un audit de la configuration de nos 25 postes et une campagne de sensibilisation aux courriels piégés, avec un plan d'actions priorisé.",
      category: "technology", budget: 18000, urgency: "high", deadline: "2027-02-28",
      keywords: ["pentest", "cybersécurité", "audit", "phishing"],
    },
    {
      title: "Externalisation de la paie de 22 salariés",
      description: "Nous souhaitons confier la paie mensuelle, les déclarations sociales (DSN) et la gestion des entrées et sorties à un cabinet, avec un portail salarié pour les bulletins dématérialisés.",
      category: "finance", budget: 7000, urgency: "low", deadline: "2027-03-01",
      keywords: ["paie", "DSN", "externalisation", "social"], quantity: 22,
    },
    {
      title: "Assurance RC professionnelle et cyber-risques",
      description: "Révision de notre couverture : responsabilité civile professionnelle de conseiller en gestion de patrimoine et garantie cyber (rançongiciel, fuite de données). Nous attendons un comparatif de plusieurs assureurs.",
      category: "finance", budget: 12000, urgency: "medium", deadline: null,
      keywords: ["assurance", "RC pro", "cyber", "courtier"],
    },
  ]),
  ...needsOf("domaine-trois-collines", [
    {
      title: "Tracteur vigneron étroit de 90 ch",
      description: "Tracteur vigneron de 1,30 m de large, 85 à 100 ch, cabine filtrée catégorie 4 pour les traitements, relevage avant et prise de force. Reprise possible de notre tracteur de 2009.",
      category: "agriculture", budget: 75000, urgency: "medium", deadline: "2027-02-28",
      keywords: ["tracteur", "viticulture", "machinisme"], quantity: 1,
    },
    {
      title: "Irrigation localisée sur 12 hectares de jeunes vignes",
      description: "Installation d'un arrosage au goutte-à-goutte sur 12 ha de plantations récentes depuis un forage existant : filtration, programmateur et gaines. Étude des besoins en eau comprise.",
      category: "agriculture", budget: 50000, urgency: "medium", deadline: "2027-04-01",
      keywords: ["irrigation", "vigne", "arrosage", "forage"], quantity: 12,
    },
    {
      title: "Étiquettes du millésime pour 60 000 bouteilles",
      description: "Impression des étiquettes et contre-étiquettes : papier vergé résistant à l'humidité, dorure à chaud, livraison en rouleaux compatibles avec notre étiqueteuse.",
      category: "packaging", budget: 7500, urgency: "low", deadline: "2027-08-31",
      keywords: ["étiquettes de vin", "impression", "étiquetage"], quantity: 60000,
    },
  ]),
  ...needsOf("garage-central-rennes", [
    {
      title: "Pont élévateur 2 colonnes 4 tonnes",
      description: "Remplacement d'un pont de 1998 : 2 colonnes, 4 t, bras à trois sections pour les utilitaires et les véhicules électriques, installation et vérification de mise en service comprises.",
      category: "automotive", budget: 7000, urgency: "medium", deadline: "2027-03-15",
      keywords: ["pont élévateur", "levage", "atelier"], quantity: 1,
    },
    {
      title: "Habilitation électrique véhicules électriques pour 3 mécaniciens",
      description: "Trois mécaniciens doivent obtenir l'habilitation pour intervenir sur les batteries des véhicules électriques et hybrides. Session en inter-entreprises acceptée si elle a lieu en Bretagne.",
      category: "education", budget: 4500, urgency: "high", deadline: "2027-01-31",
      keywords: ["habilitation électrique", "VE", "formation", "hybride"], quantity: 3,
    },
    {
      title: "Collecte des déchets dangereux de l'atelier",
      description: "Enlèvement régulier des huiles usagées, filtres, batteries et chiffons souillés, avec bordereaux de suivi pour nos contrôles. Une collecte par mois environ.",
      category: "other", budget: 4000, urgency: "low", deadline: null,
      keywords: ["déchets dangereux", "recyclage", "huiles usagées"],
    },
  ]),
  ...needsOf("batisseurs-isere", [
    {
      title: "Échafaudage de façade pour un ravalement de 6 mois",
      description: "Ravalement d'une résidence de 5 étages : environ 1 400 m² d'échafaudage multidirectionnel avec montage, démontage, filets de protection et note de calcul.",
      category: "construction", budget: 48000, urgency: "high", deadline: "2027-03-01",
      keywords: ["échafaudage", "façade", "ravalement", "location"], quantity: 1400,
    },
    {
      title: "Dotation annuelle en EPI pour 90 compagnons",
      description: "Chaussures de sécurité S3, gants anticoupure, casques avec jugulaire et vêtements haute visibilité pour 90 compagnons. Livraison par chantier et gestion des tailles individuelles.",
      category: "construction", budget: 28000, urgency: "medium", deadline: "2027-02-15",
      keywords: ["EPI", "équipements de protection", "sécurité chantier"], quantity: 90,
    },
    {
      title: "Surveillance de chantier la nuit et le week-end",
      description: "Chantier de 40 logements à Échirolles, avec matériaux et engins sur site : surveillance de 19 h à 7 h et le week-end pendant 8 mois, rondes et levée de doute.",
      category: "security", budget: 95000, urgency: "medium", deadline: "2027-02-01",
      keywords: ["surveillance", "agent de sécurité", "chantier"],
    },
  ]),
  ...needsOf("haussmann-gestion", [
    {
      title: "Rénovation énergétique d'un immeuble de bureaux de 3 200 m²",
      description: "Pour tenir les objectifs du décret tertiaire, nous devons réduire de 40 % la consommation d'un immeuble des années 1980. Isolation des combles et de la toiture-terrasse, remplacement des menuiseries et montage des dossiers d'aides CEE.",
      category: "construction", budget: 450000, urgency: "medium", deadline: "2027-09-30",
      keywords: ["décret tertiaire", "isolation", "menuiseries", "rénovation"], quantity: 3200,
    },
    {
      title: "Audits énergétiques de 12 immeubles",
      description: "Audits réglementaires de 12 immeubles de bureaux pour préparer nos déclarations sur la plateforme OPERAT et hiérarchiser les travaux sur cinq ans.",
      category: "energy", budget: 60000, urgency: "medium", deadline: "2027-05-31",
      keywords: ["audit énergétique", "OPERAT", "décret tertiaire"], quantity: 12,
    },
    {
      title: "Badges et interphones vidéo dans 5 immeubles",
      description: "Remplacement des digicodes par un contrôle d'accès par badge et un interphone vidéo, avec gestion centralisée des droits des locataires. Une quarantaine de portes au total.",
      category: "security", budget: 70000, urgency: "low", deadline: "2027-10-31",
      keywords: ["badges", "contrôle d'accès", "interphonie"], quantity: 40,
    },
  ]),
  ...needsOf("agence-lumen", [
    {
      title: "Dix écrans 27 pouces calibrés pour nos graphistes",
      description: "Dix moniteurs 27 pouces QHD ou 4K avec une large couverture colorimétrique, pied réglable et connexion USB-C pour nos portables. Livraison à l'agence.",
      category: "technology", budget: 6000, urgency: "low", deadline: "2027-03-31",
      keywords: ["moniteurs", "graphisme", "USB-C"], quantity: 10,
    },
    {
      title: "Plateau lumineux de 300 m² à Lille",
      description: "Nos locaux sont devenus trop petits : nous cherchons 250 à 320 m² lumineux à Lille centre ou Euralille, avec une salle de réunion et un espace pour nos prises de vue. Entrée dans les lieux au printemps.",
      category: "real_estate", budget: 60000, urgency: "medium", deadline: "2027-04-01",
      keywords: ["bureaux", "Lille", "location"], quantity: 300,
    },
    {
      title: "Déménagement de l'agence un samedi",
      description: "Transfert de 18 postes, du mobilier et de matériel photo fragile sur 3 km, un vendredi soir ou un samedi, avec mise en cartons des archives.",
      category: "logistics", budget: 5000, urgency: "low", deadline: "2027-04-10",
      keywords: ["déménagement", "transfert", "manutention"],
    },
  ]),
  ...needsOf("competences-sud", [
    {
      title: "Écrans tactiles pour 10 salles de formation",
      description: "Nous remplaçons les vidéoprojecteurs par des écrans tactiles de 75 à 86 pouces avec partage d'écran sans fil depuis les ordinateurs des formateurs. Pose murale et prise en main des formateurs comprises.",
      category: "education", budget: 45000, urgency: "medium", deadline: "2027-07-15",
      keywords: ["écran interactif", "TBI", "salle de formation"], quantity: 10,
    },
    {
      title: "Chariots et gerbeurs pour notre plateau caristes",
      description: "Pour le plateau technique de formation des caristes : 2 chariots frontaux électriques de 1,5 t et 2 gerbeurs. Occasion récente acceptée, avec contrat d'entretien.",
      category: "logistics", budget: 55000, urgency: "low", deadline: "2027-06-30",
      keywords: ["chariot élévateur", "gerbeur", "occasion", "formation cariste"], quantity: 4,
    },
    {
      title: "Entretien de nos locaux de 1 800 m²",
      description: "Ménage quotidien de 14 salles, des bureaux et des sanitaires en fin de journée, vitrerie une fois par trimestre. Produits écolabellisés exigés.",
      category: "services", budget: 48000, urgency: "medium", deadline: "2027-01-15",
      keywords: ["ménage", "entretien des locaux", "propreté"], quantity: 1800,
    },
  ]),
  ...needsOf("halles-de-caen", [
    {
      title: "Étiquettes électroniques de prix pour 9 000 références",
      description: "Passage à l'affichage électronique des prix en rayon, y compris au rayon frais, connecté à notre logiciel de caisse. Installation de nuit pour ne pas gêner les clients.",
      category: "retail", budget: 120000, urgency: "low", deadline: "2027-09-01",
      keywords: ["ESL", "affichage prix", "gondoles"], quantity: 9000,
    },
    {
      title: "Cartons et sacs kraft pour le drive",
      description: "Le drive prépare 300 commandes par jour : cartons pliables, sacs kraft à poignées et étiquettes thermiques pour identifier les commandes. Livraison mensuelle.",
      category: "packaging", budget: 15000, urgency: "medium", deadline: "2027-02-28",
      keywords: ["emballages", "sacs papier", "drive"], quantity: 20000,
    },
    {
      title: "Caméras et portiques antivol pour le magasin",
      description: "Caméras sur la surface de vente, les réserves et le parking, et deux portiques antivol aux caisses, avec maintenance sur trois ans.",
      category: "security", budget: 30000, urgency: "medium", deadline: "2027-03-31",
      keywords: ["vidéoprotection", "antivol", "magasin"], quantity: 20,
    },
    {
      title: "Livraison sous froid depuis nos producteurs normands",
      description: "Ramasse hebdomadaire sous température dirigée chez une douzaine de producteurs laitiers et maraîchers du Calvados et de la Manche, livrée au magasin avant 7 h.",
      category: "logistics", budget: 26000, urgency: "medium", deadline: "2027-02-15",
      keywords: ["transport frigorifique", "circuits courts", "ramasse"],
    },
  ]),
  ...needsOf("energies-grand-est", [
    {
      title: "Centrale solaire de 250 kWc sur le toit d'un gymnase",
      description: "La commune met à notre disposition la toiture d'un gymnase : fourniture et pose d'environ 600 modules, onduleurs, raccordement au réseau et supervision. Installateur QualiPV exigé.",
      category: "energy", budget: 240000, urgency: "medium", deadline: "2027-06-30",
      keywords: ["photovoltaïque", "toiture", "QualiPV"], quantity: 600,
    },
    {
      title: "Assurance de nos neuf centrales solaires",
      description: "Multirisque, responsabilité civile et perte d'exploitation pour 9 centrales en toiture représentant 1,2 MWc. Comparatif de plusieurs assureurs souhaité.",
      category: "finance", budget: 14000, urgency: "low", deadline: null,
      keywords: ["assurance", "photovoltaïque", "perte d'exploitation"],
    },
    {
      title: "Cabinet comptable pour notre coopérative",
      description: "Tenue comptable, bilan, liasse fiscale et préparation de l'assemblée générale d'une coopérative de 700 sociétaires. Connaissance des SCIC appréciée.",
      category: "finance", budget: 9000, urgency: "low", deadline: "2027-03-31",
      keywords: ["expert-comptable", "bilan", "coopérative"],
    },
  ]),
  ...needsOf("nova-logiciels", [
    {
      title: "Recrutement de trois développeurs back-end confirmés",
      description: "Nous recrutons trois développeurs Java ou Kotlin avec 5 ans d'expérience, en CDI à Toulouse. Nous cherchons un cabinet spécialisé dans les profils techniques, rémunéré au succès.",
      category: "consulting", budget: 45000, urgency: "high", deadline: "2027-03-31",
      keywords: ["recrutement", "chasse de têtes", "développeurs"], quantity: 3,
    },
    {
      title: "Bureaux assis-debout et sièges ergonomiques",
      description: "Aménagement de notre nouveau plateau : 30 bureaux réglables électriques et 30 sièges ergonomiques, livrés et montés un week-end.",
      category: "services", budget: 36000, urgency: "medium", deadline: "2027-05-15",
      keywords: ["mobilier", "ergonomie", "bureaux réglables"], quantity: 30,
    },
    {
      title: "Deux serveurs de virtualisation pour la préproduction",
      description: "Deux serveurs 2U avec 256 Go de mémoire et stockage SSD, installés dans notre baie chez un hébergeur toulousain, avec maintenance sur site le jour ouvré suivant.",
      category: "technology", budget: 28000, urgency: "medium", deadline: "2027-02-28",
      keywords: ["serveurs", "virtualisation", "hébergement"], quantity: 2,
    },
    {
      title: "Support informatique externalisé pour 30 postes",
      description: "Nous n'avons pas d'informaticien interne : nous cherchons une hotline, la gestion des postes et des sauvegardes, et des interventions sur site en cas de besoin.",
      category: "technology", budget: 16000, urgency: "medium", deadline: null,
      keywords: ["maintenance informatique", "helpdesk", "sauvegarde"], quantity: 30,
    },
  ]),
  ...needsOf("azur-multiservices", [
    {
      title: "Tenues de travail brodées pour 120 agents",
      description: "Pantalons, polos et vestes softshell brodés à notre logo, trois tenues par agent. Tissus résistants aux lavages fréquents, tailles du XS au 4XL.",
      category: "textile", budget: 30000, urgency: "medium", deadline: "2027-03-01",
      keywords: ["vêtements de travail", "uniformes", "broderie"], quantity: 360,
    },
    {
      title: "Six petits utilitaires électriques en location longue durée",
      description: "Location longue durée de 6 utilitaires électriques de 3 à 4 m³, avec entretien, assistance et cartes de recharge, pour nos équipes d'intervention sur Nice et Antibes.",
      category: "automotive", budget: 45000, urgency: "medium", deadline: "2027-04-01",
      keywords: ["LLD", "utilitaires", "électrique", "flotte"], quantity: 6,
    },
    {
      title: "Produits d'entretien concentrés écolabellisés",
      description: "Approvisionnement annuel en détergents, désinfectants et produits pour vitres concentrés et écolabellisés, avec centrales de dilution dans nos trois dépôts.",
      category: "chemicals", budget: 22000, urgency: "low", deadline: null,
      keywords: ["produits de nettoyage", "Ecolabel", "détergents"],
    },
  ]),
  ...needsOf("aerostructures-occitanes", [
    {
      title: "800 ferrures en aluminium 7075 usinées 5 axes",
      description: "Série de 800 ferrures usinées sur plans, tolérances de ± 0,02 mm, avec rapport de contrôle et certificat de conformité. Fournisseur certifié EN 9100 obligatoire.",
      category: "aerospace", budget: 120000, urgency: "medium", deadline: "2027-05-31",
      keywords: ["usinage 5 axes", "aéronautique", "sous-traitance"], quantity: 800,
    },
    {
      title: "Armoires de sécurité pour produits inflammables",
      description: "Quatre armoires coupe-feu 90 minutes pour les résines, solvants et peintures de l'atelier composite, avec raccordement à l'extraction existante.",
      category: "chemicals", budget: 12000, urgency: "medium", deadline: "2027-02-28",
      keywords: ["stockage produits chimiques", "inflammables", "sécurité"], quantity: 4,
    },
    {
      title: "Accompagnement vers l'ISO 14001",
      description: "Nous visons la certification ISO 14001 fin 2027 : analyse environnementale, documentation et audit à blanc, avec un consultant présent une journée par semaine.",
      category: "consulting", budget: 22000, urgency: "low", deadline: "2027-11-30",
      keywords: ["ISO 14001", "environnement", "management"], quantity: 20,
    },
  ]),
];
