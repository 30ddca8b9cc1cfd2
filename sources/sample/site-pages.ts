/**
 * The pages of a sample site (spec §2.3, §3.3), built from the section components the
 * templates know. Complete sites get a portfolio home page; landing pages present their one
 * development (the `development` section). Every site has /sobre (with rich text), /contato and
 * /buscar; cosmic adds /bairros/{bairro} to exercise pattern expansion, and one home section is
 * disabled to exercise `enabled: false`.
 */
import type { TenantProfile } from './agencies.ts';

interface SectionInput {
  id: string;
  component: string;
  enabled: boolean;
  props: Record<string, unknown>;
}

interface PageInput {
  id: string;
  url: string;
  meta: { title: string; description: string };
  sections: SectionInput[];
}

export interface PageContext {
  profile: TenantProfile;
  listingCount: number;
  neighborhoodCount: number;
  heroImage: string;
  aboutImage: string;
  /** '2 a 3 dormitórios, de 52 a 142 m²' for a development. */
  unitSummary?: string;
}

const section = (id: string, component: string, props: Record<string, unknown>, enabled = true): SectionInput => ({ id, component, enabled, props });

const testimonials = [
  { name: 'Fernanda Rocha', text: 'Atendimento atencioso do começo ao fim. Encontramos o apartamento ideal em duas semanas.' },
  { name: 'Carlos Eduardo Lima', text: 'Processo de locação rápido e transparente, com toda a documentação explicada.' },
  { name: 'Juliana e Pedro Martins', text: 'Venderam nosso imóvel pelo valor justo e nos ajudaram com o financiamento do novo.' },
];

const completeFaq = [
  { question: 'Quais documentos preciso para alugar?', answer: 'RG, CPF, comprovante de renda e de residência. A garantia pode ser seguro-fiança, título de capitalização ou fiador.' },
  { question: 'Vocês ajudam com o financiamento?', answer: 'Sim. Fazemos a simulação com os principais bancos e acompanhamos a análise de crédito até a assinatura.' },
  { question: 'Como agendar uma visita?', answer: 'Pelo WhatsApp, pelo telefone ou pelo formulário de contato. Respondemos no mesmo dia útil.' },
];

const landingFaq = (delivery: string) => [
  { question: 'Qual a previsão de entrega?', answer: `A entrega está prevista para ${delivery}, conforme o memorial de incorporação.` },
  { question: 'Posso usar o FGTS?', answer: 'Sim, o FGTS pode ser usado na entrada ou na amortização do financiamento, conforme as regras da Caixa.' },
  { question: 'Como funciona o pagamento na planta?', answer: 'Entrada facilitada, parcelas mensais durante a obra corrigidas pelo INCC e o saldo financiado na entrega das chaves.' },
];

/** Rich text as the builder's editor writes it (sanitised at render). */
const commitments = (agency: string) =>
  `<p>Na <strong>${agency}</strong>, cada negociação segue três compromissos:</p>` +
  '<ul><li><strong>Transparência</strong>: valores, taxas e prazos por escrito desde a primeira conversa.</li>' +
  '<li><strong>Documentação em dia</strong>: matrícula, certidões e contratos conferidos por nossa equipe jurídica.</li>' +
  '<li><strong>Atendimento próximo</strong>: um corretor responsável do primeiro contato à entrega das chaves.</li></ul>' +
  '<p>Dúvidas? <a href="/contato">Fale com a gente</a> ou consulte o <a href="https://www.cofeci.gov.br/" target="_blank">Cofeci</a> para confirmar nosso registro.</p>';

function completeHome(ctx: PageContext): PageInput {
  const { profile } = ctx;
  return {
    id: 'home',
    url: '/',
    meta: { title: `${profile.agency} | ${profile.slogan}`, description: `Casas e apartamentos à venda e para alugar em ${profile.city}.` },
    sections: [
      section('hero', 'hero', { title: profile.slogan, subtitle: `Imóveis selecionados em ${profile.city}, com atendimento de quem conhece cada bairro.`, image: ctx.heroImage }),
      section('destaques', 'featured-homes', { title: 'Imóveis em destaque' }),
      section('categorias', 'categories', { title: 'O que você procura?' }),
      section('numeros', 'stats', {
        items: [
          { value: String(ctx.listingCount), label: 'imóveis disponíveis' },
          { value: String(ctx.neighborhoodCount), label: 'bairros atendidos' },
          { value: '15 anos', label: 'de mercado' },
        ],
      }),
      section('bairros', 'neighbourhoods', { title: 'Bairros mais procurados', subtitle: `Onde estão nossos imóveis em ${profile.city}.` }),
      section('recentes', 'homes-grid', { title: 'Imóveis recentes' }),
      section('mapa', 'map', { title: 'Explore pelo mapa' }),
      section('vistos', 'recently-viewed', { title: 'Vistos recentemente' }),
      section('depoimentos', 'testimonials', { items: testimonials }),
      // Kept in the config but switched off: exercises `enabled: false` (spec §2.3).
      section('perguntas-home', 'faq', { items: completeFaq }, false),
      section('anuncie', 'cta', { title: 'Quer vender ou alugar seu imóvel?', text: 'Avaliamos gratuitamente e divulgamos nos principais portais.', button: { label: 'Anunciar imóvel', url: '/contato' } }),
    ],
  };
}

function landingHome(ctx: PageContext): PageInput {
  const { profile } = ctx;
  const development = profile.development;
  const name = development?.name ?? profile.agency;
  const delivery = development?.delivery ?? '';
  return {
    id: 'home',
    url: '/',
    meta: { title: `${name} | ${profile.slogan}`, description: `${name}: ${ctx.unitSummary ?? 'lançamento'} em ${profile.city}.` },
    sections: [
      section('hero', 'hero', {
        title: name,
        subtitle: `${ctx.unitSummary ?? ''} · entrega em ${delivery}`,
        image: ctx.heroImage,
        button: { label: 'Quero receber a tabela', url: '#contato' },
      }),
      section('projeto', 'image-text', {
        image: ctx.aboutImage,
        title: 'O projeto',
        text: `${name} é o novo empreendimento da ${development?.builder ?? profile.agency} em ${profile.city}.\n\nLazer completo, plantas inteligentes e acabamento de alto padrão.`,
      }),
      section('empreendimento', 'development', {}),
      section('unidades', 'homes-grid', { title: 'Unidades disponíveis' }),
      section('depoimentos', 'testimonials', { items: testimonials }, false),
      section('perguntas', 'faq', { items: landingFaq(delivery) }),
    ],
  };
}

export function sitePages(ctx: PageContext): PageInput[] {
  const { profile } = ctx;
  const landing = profile.development !== undefined;
  const pages: PageInput[] = [
    landing ? landingHome(ctx) : completeHome(ctx),
    {
      id: 'sobre',
      url: '/sobre',
      meta: { title: `Sobre a ${profile.agency}`, description: `Conheça a ${profile.agency}.` },
      sections: [
        section('sobre', 'about', { title: `Sobre a ${profile.agency}`, text: `Somos uma empresa de ${profile.city} dedicada a aproximar pessoas e imóveis.\n\nTrabalhamos com transparência, documentação em dia e atendimento personalizado.`, image: ctx.aboutImage }),
        section('equipe', 'image-text', { image: ctx.heroImage, title: 'Atendimento de ponta a ponta', text: 'Da primeira visita à entrega das chaves, um corretor acompanha cada etapa.' }),
        section('compromissos', 'rich-text', { title: 'Nossos compromissos', html: commitments(profile.agency) }),
        section('perguntas', 'faq', { items: landing ? landingFaq(profile.development?.delivery ?? '') : completeFaq }),
      ],
    },
    {
      id: 'contato',
      url: '/contato',
      meta: { title: 'Contato', description: `Fale com a ${profile.agency}.` },
      sections: [section('contato', 'contact', { title: 'Fale com a gente', text: 'Envie sua mensagem ou chame no WhatsApp: respondemos rapidinho.' })],
    },
    {
      id: 'search',
      url: '/buscar',
      meta: { title: 'Buscar imóveis', description: `Imóveis à venda e para alugar em ${profile.city}.` },
      sections: [
        section('busca-hero', 'hero', { title: 'Encontre seu imóvel', subtitle: 'Filtre por bairro, preço, quartos e muito mais.' }),
        section('busca-resultados', 'search-results', {}),
      ],
    },
  ];
  if (profile.template === 'cosmic') {
    pages.push({
      id: 'bairro',
      url: '/bairros/{bairro}',
      meta: { title: 'Imóveis por bairro', description: `Imóveis por bairro em ${profile.city}.` },
      sections: [section('bairro-imoveis', 'homes-grid', { title: 'Imóveis no bairro' })],
    });
  }
  return pages;
}
