/** French places, names and the sentence parts shared by every sector. */

export const FRENCH_CITIES = [
  "Paris", "Lyon", "Marseille", "Toulouse", "Nantes", "Bordeaux", "Lille", "Strasbourg", "Rennes",
  "Montpellier", "Nice", "Grenoble", "Dijon", "Angers", "Reims", "Le Havre", "Saint-Étienne",
  "Toulon", "Clermont-Ferrand", "Tours", "Limoges", "Amiens", "Metz", "Besançon", "Orléans",
  "Rouen", "Caen", "Nancy", "Brest", "Le Mans", "Poitiers", "Perpignan", "Pau", "La Rochelle",
  "Annecy", "Valence", "Mulhouse", "Chambéry", "Niort", "Vannes", "Lorient", "Troyes",
  "Avignon", "Nîmes", "Bayonne", "Saint-Nazaire", "Cholet", "Roissy-en-France", "Villepinte",
  "Vénissieux", "Massy", "Nanterre",
] as const;

export const FIRST_NAMES = [
  "Camille", "Julien", "Sophie", "Nicolas", "Claire", "Thomas", "Émilie", "Antoine", "Isabelle",
  "Mathieu", "Nathalie", "Pierre", "Céline", "Laurent", "Aurélie", "Sébastien", "Hélène", "Vincent",
  "Marion", "Olivier", "Sandrine", "Guillaume", "Élodie", "François", "Caroline", "Romain",
  "Valérie", "Maxime", "Audrey", "Benoît", "Léa", "Hugo", "Chloé", "Karim", "Inès", "Yannick",
  "Fatima", "Mehdi", "Anne", "Philippe", "Nadia", "Stéphane", "Pauline", "Jérôme", "Sarah", "David",
] as const;

export const LAST_NAMES = [
  "Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
  "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent",
  "Fournier", "Morel", "Girard", "André", "Lefèvre", "Mercier", "Dupont", "Lambert", "Bonnet",
  "François", "Martinez", "Legrand", "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Muller",
  "Henry", "Roussel", "Nicolas", "Perrin", "Morin", "Mathieu", "Clément", "Gauthier", "Dumont",
  "Lopez", "Fontaine", "Chevalier", "Robin", "Masson", "Sanchez", "Benali", "Nguyen", "Le Gall",
  "Marchand", "Barbier", "Brun", "Meunier", "Caron", "Giraud", "Renard", "Colin", "Arnaud",
] as const;

/** Syllables for invented company names ("Valtéo", "Norexis"). */
export const NAME_HEADS = ["Val", "Nor", "Alt", "Bel", "Cor", "Dal", "Ev", "Fer", "Gal", "Hel", "Is", "Kal", "Lum", "Mer", "Nov", "Or", "Pol", "Ré", "Sol", "Tal", "Ver", "Zen", "Arv", "Brel"] as const;
export const NAME_TAILS = ["éo", "exis", "ia", "ys", "ance", "tec", "ora", "ine", "alis", "ium", "eva", "is"] as const;

/** Why a buyer needs it; reads after the item ("… pour l'ouverture d'un nouveau site"). */
export const NEED_CONTEXTS = [
  "pour l'ouverture d'un nouveau site",
  "dans le cadre du renouvellement de notre équipement",
  "pour accompagner la croissance de notre activité",
  "pour notre siège social",
  "pour nos agences régionales",
  "suite à une hausse de nos commandes",
  "pour un projet qui démarre au prochain trimestre",
  "pour remplacer un matériel en fin de vie",
  "afin de réduire nos coûts d'exploitation",
  "pour répondre à une nouvelle exigence réglementaire",
] as const;

/** Openers end with a colon so that the item needs no article ("un", "une", "des"). */
export const NEED_OPENERS = [
  "Nous recherchons un fournisseur pour le lot suivant :",
  "Objet de la consultation :",
  "Demande de devis :",
  "Notre besoin :",
  "Nous sollicitons des propositions pour :",
] as const;

export const NEED_SHORT_CONTEXTS = ["notre siège", "nos agences", "un nouveau site", "notre usine", "nos équipes", "notre entrepôt"] as const;

export const NEED_CLOSERS = [
  "Merci de préciser les délais et les conditions de garantie.",
  "Devis détaillé attendu, avec les options chiffrées séparément.",
  "Nous privilégions les fournisseurs de la région.",
  "Visite du site possible sur rendez-vous.",
  "Une référence similaire dans notre secteur serait appréciée.",
  "Paiement à 45 jours fin de mois.",
] as const;

export const GOOD_INTROS = ["Nous proposons :", "Au catalogue :", "Disponible chez nous :", "Notre offre :"] as const;
export const SERVICE_INTROS = ["Nous proposons :", "Prestation proposée :", "Notre offre :", "Nous réalisons :"] as const;

export const GOOD_ANGLES = ["livraison rapide", "stock permanent", "installation comprise", "achat ou location", "prix dégressifs", "garantie 3 ans"] as const;
export const SERVICE_ANGLES = ["forfait clé en main", "intervention dans toute la France", "devis sous 48 h", "équipe dédiée", "premier rendez-vous offert"] as const;

export const GOOD_DELIVERY_TIMES = ["48h", "sous 5 jours ouvrés", "sous 2 semaines", "3 à 4 semaines", "sur stock, expédition sous 24h", "6 semaines"] as const;
export const SERVICE_DELIVERY_TIMES = ["démarrage sous 2 semaines", "intervention sous 72h", "planning à convenir", "démarrage le mois suivant la commande", "sous 1 mois"] as const;

export const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"] as const;

export const BUYER_BIO_TAILS = [
  "Nous achetons local quand c'est possible.",
  "Achats responsables et fournisseurs fidèles.",
  "En croissance, nous structurons nos achats.",
  "Entreprise familiale depuis trois générations.",
] as const;
