import { useState } from "react";
import { ImageOff } from "lucide-react";
import { cn } from "../../lib/cn";

/** The product's first image, or a placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, className }: { src: string | undefined; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={cn("flex flex-col items-center justify-center gap-1 bg-muted text-muted-foreground", className)} data-testid="product-image-placeholder">
        <ImageOff className="size-8" aria-hidden="true" />
        <span className="text-xs">Image indisponible</span>
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} className={cn("bg-muted object-cover", className)} />;
}
