/** `market import products|needs|offers FILE`: validate every row, import the good ones by batch (../actions/import). */
import type { Command } from "commander";
import type { ImportKind } from "../../server/services/listing-import";
import { examples } from "../help";
import { lazyAction } from "../lazy";

const actions = () => import("../actions/import");

export const IMPORT_LABELS: Record<ImportKind, { title: string; unit: string; help: string }> = {
  products: { title: "Import du catalogue", unit: "produits", help: "colonnes title, description, brand, price (centimes), currency, category, images (séparées par |)" },
  needs: {
    title: "Import de besoins",
    unit: "besoins",
    help: "colonnes ownerEmail (compte acheteur), title, description, category, budget (euros), urgency, location, deadline, keywords",
  },
  offers: {
    title: "Import d'offres",
    unit: "offres",
    help: "colonnes ownerEmail (compte fournisseur), title, description, category, price (euros), location, deliveryTime, keywords, certifications, minOrderQuantity",
  },
};

export interface ImportOptions {
  dryRun?: boolean;
}

function registerKind(parent: Command, kind: ImportKind): void {
  const label = IMPORT_LABELS[kind];
  const command = parent
    .command(kind)
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
