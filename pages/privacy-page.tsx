/**
 * /politica-de-privacidade: a privacy policy under the LGPD (Lei nº
 * 13.709/2018) naming the site and its controller. It describes what this
 * product really does: contact forms (leads), analytics when the site has
 * them configured, and the browser storage the runtime uses (UTM parameters,
 * recently viewed homes).
 */
import { siteName } from '../domain/rules/site-name.ts';
import { creciText } from '../domain/rules/creci.ts';
import type { ReactElement, ReactNode } from 'react';
import type { SiteConfig } from '../domain/schemas/index.ts';
import { BROWSER_STORAGE } from '../contract/browser-storage.ts';
import { safeHref } from '../contract/escape.ts';
import type { PrivacyPageData, SiteContext } from '../contract/page-model.ts';
import { templateFor } from '../templates/index.ts';
import { containerClass } from '../sections/section-shell.tsx';

/** Who answers for the data: the company (with CNPJ) or the broker (with CRECI), else the site. */
export function dataController(site: SiteConfig): string {
  const company = site.company.name?.trim();
  if (company && !site.company.works_solo) {
    return site.company.cnpj ? `${company}, inscrita no CNPJ sob o nº ${site.company.cnpj}` : company;
  }
  const broker = site.broker.name?.trim() || company;
  if (broker) {
    const creci = site.broker.creci ?? site.company.creci;
    return creci ? `${broker}, ${creciText(creci)}` : broker;
  }
  return siteName(site);
}

function Block({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <section className="space-y-3">
      <h2 className="font-heading text-2xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function PrivacyPage({ ctx }: { ctx: SiteContext; data: PrivacyPageData }): ReactElement {
  const { site } = ctx;
  const theme = templateFor(site).theme;
  const name = siteName(site);
  const controller = dataController(site);
  const email = site.company.email?.trim();
  const analytics = Boolean(site.integrations.google_analytics.id);
  const pixel = Boolean(site.integrations.facebook.pixel_id);

  return (
    <>
      <article className={`${containerClass} ${theme.section}`}>
        <div className="mx-auto max-w-3xl space-y-8 leading-relaxed">
          <header className="space-y-3">
            <h1 className="font-heading text-3xl font-bold md:text-4xl">Política de privacidade</h1>
            <p>
              {`Esta política explica como ${controller} ("nós"), responsável pelo site ${name} (${site.site_url}), trata os dados pessoais de quem visita o site, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).`}
            </p>
          </header>

          <Block title="1. Quem é o controlador">
            <p>{`O controlador dos dados pessoais tratados neste site é ${controller}. Para qualquer assunto relacionado a esta política ou aos seus dados, use o contato indicado na seção 8.`}</p>
          </Block>

          <Block title="2. Quais dados coletamos">
            <ul className="list-disc space-y-2 pl-6">
              <li>
                <strong>Formulários de contato:</strong> nome, e-mail, telefone e a mensagem que você escrever, além do imóvel
                de interesse, quando houver. Junto com o envio registramos a origem da visita (parâmetros UTM da campanha que
                trouxe você ao site e a página de referência), o navegador utilizado, o endereço IP e o aviso que você aceitou ao
                enviar (qual texto, em que versão e quando).
              </li>
              <li>
                <strong>Contato por WhatsApp, telefone ou e-mail:</strong> os dados que você nos enviar por esses canais.
              </li>
              <li>
                <strong>Dados de navegação:</strong> páginas e imóveis visitados, buscas realizadas e cliques em botões de contato,
                de forma agregada, para medir o uso do site.
              </li>
            </ul>
          </Block>

          <Block title="3. Para que usamos os dados">
            <ul className="list-disc space-y-2 pl-6">
              <li>Responder ao seu contato e apresentar os imóveis do seu interesse (execução de procedimentos preliminares a um contrato, art. 7º, V, da LGPD).</li>
              <li>Entender como o site é usado e quais campanhas trazem visitantes, para melhorá-lo (legítimo interesse, art. 7º, IX).</li>
              <li>Cumprir obrigações legais e regulatórias da atividade de intermediação imobiliária (art. 7º, II).</li>
            </ul>
            <p>Não vendemos seus dados pessoais.</p>
          </Block>

          <Block title="4. Cookies, análise e armazenamento no navegador">
            <p>
              O site guarda no seu navegador apenas o que está listado abaixo — no armazenamento local, que fica até você apagar, ou
              no armazenamento da sessão, que some ao fechar a aba. Nada disso é enviado a nós, exceto a origem da campanha, junto
              com uma mensagem que você decidir enviar. Você pode apagar esses dados a qualquer momento nas configurações do
              navegador.
            </p>
            <ul data-privacy="browser-storage">
              {BROWSER_STORAGE.map((item) => (
                <li key={item.key}>
                  <code>{item.key}</code> ({item.area === 'local' ? 'armazenamento local' : 'sessão'}): {item.what}.
                </li>
              ))}
            </ul>
            {analytics ? (
              <p>
                Usamos o Google Analytics, com anonimização do endereço IP, para obter estatísticas de visitas. O Google pode usar
                cookies para isso.
              </p>
            ) : null}
            {pixel ? (
              <p>
                Usamos o Pixel da Meta (Facebook) para medir o resultado de anúncios. A Meta pode usar cookies e associar a visita à
                sua conta, conforme a política de privacidade dela.
              </p>
            ) : null}
          </Block>

          <Block title="5. Com quem compartilhamos">
            <p>
              Os dados são compartilhados somente com os fornecedores que nos ajudam a operar o site e a atender você (hospedagem,
              sistema de gestão de contatos{analytics || pixel ? ', ferramentas de análise' : ''}), que os tratam em nosso nome, e com
              autoridades, quando a lei exigir. Alguns desses fornecedores podem armazenar dados fora do Brasil, com as garantias
              previstas nos arts. 33 a 36 da LGPD.
            </p>
          </Block>

          <Block title="6. Por quanto tempo guardamos">
            <p>
              Guardamos os dados de contato enquanto houver relacionamento ou interesse no atendimento e, depois disso, pelo prazo
              necessário para cumprir obrigações legais ou exercer direitos em processos. Em seguida, eles são excluídos ou
              anonimizados.
            </p>
          </Block>

          <Block title="7. Seus direitos">
            <p>Como titular dos dados, você pode, a qualquer momento e gratuitamente (art. 18 da LGPD):</p>
            <ul className="list-disc space-y-2 pl-6">
              <li>confirmar se tratamos seus dados e ter acesso a eles;</li>
              <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
              <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade com a lei;</li>
              <li>pedir a portabilidade dos dados a outro fornecedor;</li>
              <li>pedir a eliminação dos dados tratados com base no seu consentimento e revogar esse consentimento;</li>
              <li>saber com quem compartilhamos seus dados;</li>
              <li>opor-se a um tratamento feito com base em legítimo interesse;</li>
              <li>apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).</li>
            </ul>
          </Block>

          <Block title="8. Contato">
            {email ? (
              <p>
                Para exercer seus direitos ou tirar dúvidas sobre esta política, escreva para{' '}
                <a href={safeHref(`mailto:${email}`)} className="break-all text-link-text underline hover:text-link-hover">
                  {email}
                </a>
                . Responderemos no prazo previsto na LGPD.
              </p>
            ) : (
              <p>
                Para exercer seus direitos ou tirar dúvidas sobre esta política, fale conosco pelos canais de contato informados no
                rodapé deste site. Responderemos no prazo previsto na LGPD.
              </p>
            )}
          </Block>

          <Block title="9. Alterações">
            <p>Esta política pode ser atualizada. A versão em vigor é sempre a publicada nesta página.</p>
          </Block>
        </div>
      </article>
    </>
  );
}

