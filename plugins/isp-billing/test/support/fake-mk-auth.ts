import { startFake, type FakeServer } from './fake-server.js';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJiYWxjYW8ifQ.c2lnbmF0dXJl';

export const mkAuthData = {
  clientId: 'mk-client',
  clientSecret: 'mk-secret',
  /** clientes by CPF/CNPJ digits */
  clientes: {
    '31827791330': { login: 'carlos.souza', nome: 'Carlos Souza', cpf_cnpj: '318.277.913-30' },
  } as Record<string, { login: string; nome: string; cpf_cnpj: string }>,
  titulos: {
    'carlos.souza': [
      {
        titulo: '555',
        datavenc: '2026-12-05',
        valor: '120.00',
        status: 'aberto',
        linhadig: '23793.38128 60000.000003 00000.000400 1 12350000012000',
        qrcode: '00020126580014br.gov.bcb.pix0136mkauth-pix-555',
      },
      {
        titulo: '554',
        datavenc: '2026-11-05',
        valor: '120.00',
        status: 'pago',
        linhadig: 'paid',
        qrcode: null,
      },
    ],
  } as Record<string, unknown[]>,
};

/** MK-Auth's API: `GET /api/` with Basic client id/secret answers a JWT; the rest wants it as Bearer. */
export function startFakeMkAuth(): Promise<FakeServer> {
  const basic = `Basic ${Buffer.from(`${mkAuthData.clientId}:${mkAuthData.clientSecret}`).toString('base64')}`;
  return startFake((req) => {
    if (req.path === '/api/' && req.method === 'GET')
      return req.headers.authorization === basic ? { text: jwt } : { status: 401, text: 'unauthorized' };
    if (req.headers.authorization !== `Bearer ${jwt}`) return { status: 401, text: 'unauthorized' };
    const show = /^\/api\/cliente\/show\/(\d+)$/.exec(req.path);
    if (show) {
      const cliente = mkAuthData.clientes[show[1]!];
      return cliente ? { json: { dados_cliente: cliente } } : { text: 'NULL' };
    }
    const titulos = /^\/api\/titulo\/titulos\/(.+)$/.exec(req.path);
    if (titulos) return { json: { titulos: mkAuthData.titulos[decodeURIComponent(titulos[1]!)] ?? [] } };
    return { status: 404, text: 'not found' };
  });
}
