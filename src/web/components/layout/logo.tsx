import { Link2 } from "lucide-react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../../shared/constants";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-foreground pointer-coarse:min-h-11" aria-label={`${PRODUCT_NAME}, accueil`}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Link2 className="size-5" aria-hidden="true" />
      </span>
      <span className="text-base tracking-tight sm:text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
