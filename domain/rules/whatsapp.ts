/**
 * The number a `wa.me` link needs: the full international number, digits only (spec §2.5 says
 * digits only; WhatsApp reads them as country code first). Brokers type their number the
 * Brazilian way, `(11) 99876-5432`: its digits alone made `wa.me/11998765432`, which WhatsApp
 * reads as a +1 number, so every WhatsApp button of such a site reached no one. A number of 10
 * or 11 digits (area code and number, after a leading trunk '0') gets Brazil's 55; one written
 * with '+', or already of another length, is kept as its digits.
 */
export function whatsappDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return digits;
  const national = digits.replace(/^0(?=\d{10,11}$)/, '');
  return national.length === 10 || national.length === 11 ? `55${national}` : digits;
}
