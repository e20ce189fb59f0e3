/**
 * The companies of the demo (MARKET_DEMO=1): the three accounts listed on the login page plus
 * fictional French SMEs. Every e-mail is on a reserved example domain except the demo accounts.
 */
import type { SeedCompany } from "./types";

type CompanyRow = Omit<SeedCompany, "email" | "displayName"> & { email?: string; displayName?: string };

const ROWS: CompanyRow[] = [
  {
    key: "admin", username: "admin", email: "admin@maillon.fr", companyName: "Maillon", accountType: "admin",
    sector: "services", location: "Paris", contactName: "Équipe Maillon", displayName: "Administrateur Maillon",
    bio: "Administration de la place de marché Maillon : modération, comptes et protection des données.",
  },

  // Buyers
  {
    key: "acheteur", username: "acheteur", email: "acheteur@maillon.fr", companyName: "Groupe Hôtelier Les Alizés", accountType: "buyer",
    sector: "tourism", location: "Lyon", contactName: "Claire Dumas",
    bio: "Quatre hôtels 3 et 4 étoiles à Lyon et Annecy, 180 chambres. Responsable achats : équipements, services et rénovation.",
  },
  {
    key: "boulangeries-fabre", username: "boulangeries-fabre", companyName: "Boulangeries Maison Fabre", accountType: "buyer",
    sector: "food", location: "Nantes", contactName: "Julien Fabre",
    bio: "Sept boulangeries-pâtisseries artisanales autour de Nantes et un fournil central. 64 salariés.",
  },
  {
    key: "clinique-saint-jean", username: "clinique-saint-jean", companyName: "Clinique du Parc Saint-Jean", accountType: "buyer",
    sector: "healthcare", location: "Montpellier", contactName: "Nathalie Roussel",
    bio: "Clinique privée de 120 lits (chirurgie, soins de suite). Service achats et logistique hospitalière.",
  },
  {
    key: "metallerie-bernard", username: "metallerie-bernard", companyName: "Métallerie Bernard et Fils", accountType: "buyer",
    sector: "manufacturing", location: "Saint-Étienne", contactName: "Vincent Bernard",
    bio: "Serrurerie-métallerie et charpente métallique depuis 1978. Atelier de 2 000 m², 35 compagnons.",
  },
  {
    key: "transports-lemaire", username: "transports-lemaire", companyName: "Transports Lemaire", accountType: "buyer",
    sector: "logistics", location: "Orléans", contactName: "Sandrine Lemaire",
    bio: "Transport routier régional et entreposage : 48 camions, 12 000 m² d'entrepôt au nord d'Orléans.",
  },
  {
    key: "vauban-conseil", username: "vauban-conseil", companyName: "Cabinet Vauban Conseil", accountType: "buyer",
    sector: "consulting", location: "Paris", contactName: "Olivier Garnier",
    bio: "Conseil en stratégie et organisation pour les ETI industrielles. 40 consultants, bureaux à Paris et Lyon.",
  },
  {
    key: "finaxa", username: "finaxa", companyName: "Finaxa Gestion Privée", accountType: "buyer",
    sector: "finance", location: "Bordeaux", contactName: "Hélène Marchand",
    bio: "Société de gestion de patrimoine, 22 collaborateurs. Données clients sensibles : la sécurité avant tout.",
  },
  {
    key: "domaine-trois-collines", username: "domaine-trois-collines", companyName: "Domaine des Trois Collines", accountType: "buyer",
    sector: "agriculture", location: "Avignon", contactName: "Pierre Arnaud",
    bio: "Domaine viticole familial de 65 hectares en Côtes-du-Rhône, conversion bio en cours.",
  },
  {
    key: "garage-central-rennes", username: "garage-central-rennes", companyName: "Garage Central Rennes", accountType: "buyer",
    sector: "automotive", location: "Rennes", contactName: "Yannick Le Gall",
    bio: "Garage multimarque et carrosserie, 14 salariés. Entretien de flottes d'entreprise et de véhicules électriques.",
  },
  {
    key: "batisseurs-isere", username: "batisseurs-isere", companyName: "Les Bâtisseurs de l'Isère", accountType: "buyer",
    sector: "construction", location: "Grenoble", contactName: "Stéphane Giraud",
    bio: "Entreprise générale de gros œuvre et de rénovation, 90 salariés, chantiers en Isère et en Savoie.",
  },
  {
    key: "haussmann-gestion", username: "haussmann-gestion", companyName: "Haussmann Gestion Immobilière", accountType: "buyer",
    sector: "real_estate", location: "Paris", contactName: "Caroline Fontaine",
    bio: "Gestion d'un parc de 35 immeubles de bureaux en Île-de-France pour le compte d'investisseurs.",
  },
  {
    key: "agence-lumen", username: "agence-lumen", companyName: "Agence Lumen", accountType: "buyer",
    sector: "marketing", location: "Lille", contactName: "Audrey Colin",
    bio: "Agence de communication et de design graphique, 18 créatifs. Nous grandissons et déménageons en 2027.",
  },
  {
    key: "competences-sud", username: "competences-sud", companyName: "Compétences Sud Formation", accountType: "buyer",
    sector: "education", location: "Marseille", contactName: "Karim Benali",
    bio: "Centre de formation professionnelle : 14 salles, 3 000 stagiaires par an dans la logistique et le tertiaire.",
  },
  {
    key: "halles-de-caen", username: "halles-de-caen", companyName: "Les Halles de Caen", accountType: "buyer",
    sector: "retail", location: "Caen", contactName: "Marion Caron",
    bio: "Supermarché indépendant de 1 800 m², produits frais et circuits courts. 45 salariés.",
  },
  {
    key: "energies-grand-est", username: "energies-grand-est", companyName: "Énergies Citoyennes du Grand Est", accountType: "buyer",
    sector: "energy", location: "Strasbourg", contactName: "Laurent Muller",
    bio: "Société coopérative qui finance et exploite des centrales solaires sur les toits de la région.",
  },
  {
    key: "nova-logiciels", username: "nova-logiciels", companyName: "Nova Logiciels", accountType: "buyer",
    sector: "technology", location: "Toulouse", contactName: "Inès Nguyen",
    bio: "Éditeur d'un logiciel de planification pour le BTP, 30 personnes, en forte croissance.",
  },
  {
    key: "azur-multiservices", username: "azur-multiservices", companyName: "Azur Multiservices", accountType: "buyer",
    sector: "services", location: "Nice", contactName: "Mehdi Sanchez",
    bio: "Nettoyage de locaux et entretien de copropriétés sur la Côte d'Azur, 120 agents.",
  },
  {
    key: "aerostructures-occitanes", username: "aerostructures-occitanes", companyName: "Aérostructures Occitanes", accountType: "buyer",
    sector: "aerospace", location: "Toulouse", contactName: "François Mercier",
    bio: "Fabrication de sous-ensembles de structure pour l'aéronautique civile, certifiés EN 9100.",
  },

  // Suppliers
  {
    key: "fournisseur", username: "fournisseur", email: "fournisseur@maillon.fr", companyName: "Rhône Systèmes Intégration", accountType: "supplier",
    sector: "technology", location: "Lyon", contactName: "Thomas Perrin",
    bio: "Intégrateur informatique, réseaux et sûreté depuis 2004 : Wi-Fi professionnel, postes de travail, vidéoprotection.",
  },
  {
    key: "infra-ouest", username: "infra-ouest", companyName: "Infra Ouest Solutions", accountType: "supplier",
    sector: "technology", location: "Nantes", contactName: "Élodie Robin",
    bio: "Serveurs, stockage et cybersécurité pour les PME du Grand Ouest. Ingénieurs certifiés, support en français.",
  },
  {
    key: "cuisine-pro-atlantique", username: "cuisine-pro-atlantique", companyName: "Cuisine Pro Atlantique", accountType: "supplier",
    sector: "food", location: "Nantes", contactName: "Romain Faure",
    bio: "Équipement de cuisines professionnelles et de fournils : vente, installation et service après-vente 6 j/7.",
  },
  {
    key: "mediequip", username: "mediequip", companyName: "MédiÉquip Sud", accountType: "supplier",
    sector: "healthcare", location: "Montpellier", contactName: "Sophie Lambert",
    bio: "Distributeur de matériel médical pour établissements de santé et EHPAD. Certifié ISO 13485.",
  },
  {
    key: "clarte-proprete", username: "clarte-proprete", companyName: "Clarté Propreté", accountType: "supplier",
    sector: "services", location: "Montpellier", contactName: "Fatima Girard",
    bio: "Propreté des locaux tertiaires et de santé, vitrerie, espaces verts. 300 agents en Occitanie et PACA.",
  },
  {
    key: "manutention-levage", username: "manutention-levage", companyName: "Manutention Levage Services", accountType: "supplier",
    sector: "logistics", location: "Villepinte", contactName: "Maxime Dupont",
    bio: "Chariots élévateurs neufs et d'occasion, location courte et longue durée, rayonnages et maintenance.",
  },
  {
    key: "transports-guerin", username: "transports-guerin", companyName: "Transports Guérin", accountType: "supplier",
    sector: "logistics", location: "Rennes", contactName: "Benoît Guérin",
    bio: "Transport sous température dirigée et messagerie palettisée, 70 porteurs et semi-remorques.",
  },
  {
    key: "studio-nuance", username: "studio-nuance", companyName: "Studio Nuance", accountType: "supplier",
    sector: "marketing", location: "Lille", contactName: "Chloé Masson",
    bio: "Agence web et print : sites internet, référencement, réseaux sociaux et impression. 12 personnes.",
  },
  {
    key: "tissages-ponant", username: "tissages-ponant", companyName: "Tissages du Ponant", accountType: "supplier",
    sector: "textile", location: "Cholet", contactName: "Anne Brun",
    bio: "Linge hôtelier et vêtements professionnels fabriqués dans notre atelier de Cholet depuis 1961.",
  },
  {
    key: "solaris-energies", username: "solaris-energies", companyName: "Solaris Énergies", accountType: "supplier",
    sector: "energy", location: "Toulouse", contactName: "Guillaume Roux",
    bio: "Installateur RGE : photovoltaïque, stockage, bornes de recharge IRVE et audits énergétiques.",
  },
  {
    key: "bati-renov", username: "bati-renov", companyName: "Bâti Rénov Alpes", accountType: "supplier",
    sector: "construction", location: "Grenoble", contactName: "Jérôme Blanc",
    bio: "Rénovation énergétique et second œuvre pour le tertiaire, location d'échafaudages. Qualibat RGE.",
  },
  {
    key: "agriservices-vaucluse", username: "agriservices-vaucluse", companyName: "Agriservices du Vaucluse", accountType: "supplier",
    sector: "agriculture", location: "Avignon", contactName: "Mathieu Clément",
    bio: "Concessionnaire de matériel viticole et arboricole, irrigation et atelier de réparation.",
  },
  {
    key: "pneus-services-pl", username: "pneus-services-pl", companyName: "Pneus et Services PL", accountType: "supplier",
    sector: "automotive", location: "Le Mans", contactName: "David Morin",
    bio: "Pneumatiques et entretien de flottes VL et poids lourds, équipement de garages. 9 centres dans l'Ouest.",
  },
  {
    key: "espaces-pro", username: "espaces-pro", companyName: "Espaces Pro Immobilier", accountType: "supplier",
    sector: "real_estate", location: "Paris", contactName: "Pauline Chevalier",
    bio: "Immobilier d'entreprise : bureaux, coworking et locaux d'activité à la location en Île-de-France et à Lille.",
  },
  {
    key: "expertise-chiffres", username: "expertise-chiffres", companyName: "Expertise et Chiffres Associés", accountType: "supplier",
    sector: "finance", location: "Bordeaux", contactName: "Valérie Meunier",
    bio: "Expertise comptable, paie et courtage en assurances professionnelles pour TPE et PME.",
  },
  {
    key: "talents-organisation", username: "talents-organisation", companyName: "Talents et Organisation", accountType: "supplier",
    sector: "consulting", location: "Paris", contactName: "Philippe Lefèvre",
    bio: "Conseil RH et organisation : recrutement, formation des managers, démarches qualité et RSE.",
  },
  {
    key: "usinage-forez", username: "usinage-forez", companyName: "Usinage Précis du Forez", accountType: "supplier",
    sector: "manufacturing", location: "Saint-Étienne", contactName: "Antoine Bonnet",
    bio: "Sous-traitance en usinage CN, découpe laser et chaudronnerie fine. Certifié ISO 9001 et EN 9100.",
  },
  {
    key: "cartonnages-nord", username: "cartonnages-nord", companyName: "Cartonnages du Nord", accountType: "supplier",
    sector: "packaging", location: "Lille", contactName: "Sarah Renard",
    bio: "Cartons ondulés, étiquettes adhésives et consommables d'emballage, fabrication à Roubaix.",
  },
  {
    key: "vigie-securite", username: "vigie-securite", companyName: "Vigie Sécurité", accountType: "supplier",
    sector: "security", location: "Marseille", contactName: "Nadia Barbier",
    bio: "Gardiennage, vidéoprotection, contrôle d'accès et sécurité incendie. Agréée CNAPS, certifiée APSAD.",
  },
  {
    key: "formapro", username: "formapro", companyName: "FormaPro Sécurité", accountType: "supplier",
    sector: "education", location: "Lyon", contactName: "Hugo Gauthier",
    bio: "Organisme certifié Qualiopi : CACES, SST, habilitation électrique et incendie, en inter ou dans vos locaux.",
  },
];

export const DEMO_COMPANIES: readonly SeedCompany[] = ROWS.map((row) => ({
  ...row,
  email: row.email ?? `contact@${row.username}.exemple.fr`,
  displayName: row.displayName ?? row.contactName,
}));

/** The city of a demo company, used as the default location of its listings. */
export function demoCompanyLocation(key: string): string {
  const company = DEMO_COMPANIES.find((c) => c.key === key);
  if (!company) throw new Error(`Unknown demo company ${key}`);
  return company.location;
}
