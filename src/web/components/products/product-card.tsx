import { Eye } from "lucide-react";
import type { ProductView } from "../../../shared/view-schemas";
import { cutDescription, cutTitle, formatProductPrice } from "../../../shared/format";
import { Card } from "../ui";
import { ProductImage } from "./product-image";

export interface ProductCardProps {
  product: ProductView;
  onOpen: () => void;
}

/** A catalogue card (SPEC §2): image, title cut at 80, brand, description cut at 100, price, views. */
export function ProductCard({ product, onOpen }: ProductCardProps) {
  return (
    <Card className="relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md" data-testid="product-card">
      <ProductImage src={product.images[0]} alt={product.title} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="leading-snug font-semibold">
          {/* The stretched button makes the whole card clickable while keeping one accessible name. */}
          <button type="button" onClick={onOpen} className="text-left after:absolute after:inset-0 focus-visible:outline-none" title={product.title}>
            {cutTitle(product.title)}
          </button>
        </h3>
        <p className="text-sm font-medium text-primary">{product.brand}</p>
        <p className="text-sm text-muted-foreground">{cutDescription(product.description)}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <span className="text-lg font-bold" data-testid="product-price">
            {formatProductPrice(product.price, product.currency)}
          </span>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Eye className="size-4" aria-hidden="true" />
            {product.views} vue{product.views > 1 ? "s" : ""}
          </span>
        </div>
      </div>
    </Card>
  );
}
