/**
 * The asterisk after a required field's label. Hidden from screen readers: the control itself says
 * it is required (`aria-required`).
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700">
      *
    </span>
  );
}
