/** The first letter of a name: the avatar of an account without a picture. */
export function Initial({ name, className }: { name: string; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
