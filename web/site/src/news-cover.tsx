// An article's cover image (an upload, with the alt text its author wrote): beside its entry on the news list and
// at the top of the article. Its box has its size before the image arrives, so nothing moves when it loads.
export function NewsCover({ a, variant }: { a: { cover_image_url?: string | null; cover_image_alt?: string | null }; variant: 'list' | 'article' }) {
  if (!a.cover_image_url) return null;
  return (
    <img
      className={`news-cover news-cover--${variant}`} src={a.cover_image_url} alt={a.cover_image_alt ?? ''}
      width={variant === 'list' ? 160 : 960} height={variant === 'list' ? 90 : 540} loading={variant === 'list' ? 'lazy' : undefined}
    />
  );
}
