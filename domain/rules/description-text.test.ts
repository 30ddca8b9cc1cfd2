import { describe, expect, it } from 'vitest';
import { descriptionText, nameText } from './description-text.ts';

describe('descriptionText', () => {
  it('returns plain text as it is', () => {
    const text = 'Apartamento de 70 m² com 2 quartos.\n\nPróximo ao metrô. Preço < R$ 1 mi & aceita financiamento.';
    expect(descriptionText(text)).toBe(text);
  });

  it('reads a CRM’s HTML: paragraphs, line breaks, list items, entities, no tags', () => {
    const html =
      '<p>Lindo apartamento com <strong>3 su&iacute;tes</strong>,&nbsp;110&nbsp;m&sup2;.</p>\n' +
      '<p>Condom&iacute;nio com:<br>piscina<br/>academia</p><ul><li>Portaria 24h</li><li>Pet place</li></ul>' +
      '<div>Aceita permuta &amp; financiamento.</div><script>alert(1)</script><style>p{}</style>';
    expect(descriptionText(html)).toBe(
      'Lindo apartamento com 3 suítes,\u00a0110\u00a0m².\n\nCondomínio com:\npiscina\nacademia\n\n• Portaria 24h\n• Pet place\n\nAceita permuta & financiamento.',
    );
  });

  it('reads entities alone (a CRM that escapes its text) and keeps what only looks like a tag', () => {
    expect(descriptionText('Sala &amp; cozinha integradas, 2&ordm; andar.\n\nVaga coberta.\nAceita pets.')).toBe('Sala & cozinha integradas, 2º andar.\n\nVaga coberta.\nAceita pets.');
    expect(descriptionText('<b>Oportunidade</b>: 3 < 4 quartos')).toBe('Oportunidade: 3 < 4 quartos');
  });
});

describe('nameText', () => {
  it('reads character references and shows what looks like a tag as text', () => {
    expect(nameText('Casa no Jardim Am&eacute;rica &amp; lazer')).toBe('Casa no Jardim América & lazer');
    expect(nameText('</script><script>alert(1)</script>')).toBe('</script><script>alert(1)</script>');
    expect(nameText('Casa 3 < 4 &lt;b&gt;')).toBe('Casa 3 < 4 <b>');
    expect(nameText('Casa térrea')).toBe('Casa térrea');
  });
});
