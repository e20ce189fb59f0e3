import { Link } from "react-router";
import { PRODUCT_NAME } from "../../../shared/constants";

/** 44 px high under a finger (WCAG 2.5.5); a mouse keeps the text line. */
const FOOTER_LINK = "hover:text-foreground hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center";

/** `signedIn`: a signed-in user is not offered to create an account (issue 24). */
export function Footer({ signedIn }: { signedIn: boolean }) {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME} · Place de marché B2B qui met en relation acheteurs et fournisseurs.
        </p>
        <nav aria-label="Liens du pied de page" className="flex flex-wrap gap-4 pointer-coarse:gap-y-0">
          <Link to="/marketplace" className={FOOTER_LINK}>
            Marketplace
          </Link>
          <Link to="/security" className={FOOTER_LINK}>
            Protection des données
          </Link>
          {!signedIn && (
            <Link to="/register" className={FOOTER_LINK}>
              Créer un compte
            </Link>
          )}
        </nav>
      </div>
    </footer>
  );
}
