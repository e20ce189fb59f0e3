/** `market import products|needs|offers FILE`: validate every row, import the good ones by batch (../actions/import). */
import type { Command } from "commander";
import type { ImportKind } from "../../server/services/listing-import";
import { examples } from "../help";
import { lazyAction } from "../lazy";

const actions = () => import("../actions/import");

export const IMPORT_LABELS: Record<ImportKind, { title: string; unit: string; help: string }> = {
  products: { title: "Import du catalogue", unit: "produits", help: "colonnes title (Titre), description, brand (Marque), price (centimes ; « Prix (centimes) »), currency (Devise), category (Catégorie), images (séparées par |)" },
  needs: {
    title: "Import de besoins",
    unit: "besoins",
    help: "colonnes ownerEmail (compte acheteur ; « E-mail »), title, description, category, budget (euros), urgency, location, deadline, keywords, ou les noms des champs du formulaire (Titre, Catégorie, Budget, Urgence, Localisation, Date limite, Mots-clés…)",
  },
  offers: {
    title: "Import d'offres",
    unit: "offres",
    help: "colonnes ownerEmail (compte fournisseur ; « E-mail »), title, description, category, price (euros), location, deliveryTime, keywords, certifications, minOrderQuantity, priceUnit (facultatif : pièce, mois, forfait…), ou les noms des champs du formulaire (Titre, Prix, Délai de livraison, Quantité minimale de commande…)",
  },
};

export interface ImportOptions {
  dryRun?: boolean;
}

/** Each kind also answers to its French name (« market import besoins »). */
const FRENCH_NAMES: Record<ImportKind, string> = { products: "produits", needs: "besoins", offers: "offres" };

function registerKind(parent: Command, kind: ImportKind): void {
  const label = IMPORT_LABELS[kind];
  const command = parent
    .command(kind)
    .alias(FRENCH_NAMES[kind])
    .description(`${label.title} depuis un tableau JSON ou un CSV (; ou ,) : ${label.help}`)
    .argument("<fichier>", "fichier .json ou .csv : UTF-8 (avec ou sans BOM), UTF-16 ou Windows-1252 ; dates jj/mm/aaaa ou aaaa-mm-jj")
    .option("--dry-run", "valider seulement : rien n'est écrit")
    .action(lazyAction(actions, "importKind"));
  examples(command, [
    `market import ${kind} ${kind}.csv --dry-run`,
    `market import ${kind} ${kind}.json --json > rapport.json`,
  ]);
}

export function registerImport(program: Command): void {
  const group = program.command("import").description("Importer des produits, des besoins ou des offres depuis un fichier");
  registerKind(group, "products");
  registerKind(group, "needs");
  registerKind(group, "offers");
}
