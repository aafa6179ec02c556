/** A text cut to its cell's width with an ellipsis, shown whole on hover. */
export function Ellipsis({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className ? `kit-ellipsis ${className}` : 'kit-ellipsis'} title={text}>
      {text}
    </span>
  );
}
