import { useEffect, useRef } from "react";
import { Eye, Tag } from "lucide-react";
import { sectorLabel } from "../../../shared/categories";
import { formatDate, formatProductPrice } from "../../../shared/format";
import { trpc } from "../../lib/trpc";
import { Badge, Dialog, Skeleton } from "../ui";
import { ProductImage } from "./product-image";

export interface ProductDetailDialogProps {
  productId: number | null;
  onClose: () => void;
}

/** Opens a product; products.get counts the view, so it runs once per opening. */
export function ProductDetailDialog({ productId, onClose }: ProductDetailDialogProps) {
  const utils = trpc.useUtils();
  const view = trpc.products.get.useMutation({
    onSuccess: () => Promise.all([utils.products.list.invalidate(), utils.products.search.invalidate()]),
  });
  const requested = useRef<number | null>(null);
  const { mutate, reset } = view;

  useEffect(() => {
    if (productId === null) {
      requested.current = null;
      reset();
      return;
    }
    if (requested.current === productId) return;
    requested.current = productId;
    mutate({ id: productId });
  }, [productId, mutate, reset]);

  const product = view.data;
  return (
    <Dialog
      open={productId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={product?.title ?? "Produit"}
      description={product?.brand}
      className="sm:max-w-2xl"
    >
      {view.isPending && (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Chargement du produit">
          <Skeleton className="aspect-[4/3] w-full" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      )}
      {view.isError && (
        <p role="alert" className="text-sm text-destructive">
          {view.error.message || "Impossible de charger ce produit."}
        </p>
      )}
      {product && (
        <div className="flex flex-col gap-4">
          <ProductImage src={product.images[0]} alt={product.title} className="aspect-[4/3] w-full rounded-lg" />
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-2xl font-bold">{formatProductPrice(product.price, product.currency)}</span>
            <Badge variant="secondary">
              <Tag className="size-3" aria-hidden="true" />
              {sectorLabel(product.category)}
            </Badge>
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <Eye className="size-4" aria-hidden="true" />
              {product.views} vue{product.views > 1 ? "s" : ""}
            </span>
          </div>
          <p className="text-sm whitespace-pre-line">{product.description}</p>
          <p className="text-xs text-muted-foreground">Au catalogue depuis le {formatDate(product.createdAt)}</p>
        </div>
      )}
    </Dialog>
  );
}
