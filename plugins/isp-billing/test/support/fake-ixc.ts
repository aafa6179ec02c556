import { startFake, type FakeServer } from './fake-server.js';

/** What the fake IXC holds: customers by masked CPF/CNPJ and their receivables. */
export const ixcData = {
  token: '7:ixc-secret-token',
  customers: [
    { id: '41', razao: 'Maria da Silva', cnpj_cpf: '529.982.247-25' },
    { id: '42', razao: 'João Pago', cnpj_cpf: '446.048.910-44' },
  ],
  receivables: [
    {
      id: '9001',
      id_cliente: '41',
      status: 'A',
      data_vencimento: '2026-12-10',
      valor: '89.90',
      linha_digitavel: '',
      impresso: 'N',
      gateway_link: 'https://pagar.exemplo.com.br/9001',
    },
    { id: '9000', id_cliente: '42', status: 'R', data_vencimento: '2026-10-10', valor: '89.90' },
  ] as Array<Record<string, string>>,
  printedLine: '34191.79001 01043.510047 91020.150008 8 12340000008990',
  pix: '00020101021226880014br.gov.bcb.pix2566qrpix.exemplo.com.br/9001520400005303986540589.905802BR6304ABCD',
};

/**
 * IXC's webservice as the adapter uses it: Basic auth with the token, POST listings with `ixcsoft: listar` and a
 * grid query, `get_boleto` printing a boleto (which fills its line), `get_pix` answering the charge's code.
 */
export function startFakeIxc(host?: string): Promise<FakeServer> {
  const auth = `Basic ${Buffer.from(ixcData.token).toString('base64')}`;
  return startFake((req) => {
    if (req.headers.authorization !== auth) return { status: 401, json: { type: 'error', message: 'auth' } };
    const body = req.body ? (JSON.parse(req.body) as Record<string, string>) : {};
    const listing = req.headers.ixcsoft === 'listar';
    const list = (rows: unknown[]) => ({ json: { page: '1', total: String(rows.length), registros: rows } });
    switch (req.path) {
      case '/webservice/v1/cliente':
        if (!listing || body.qtype !== 'cliente.cnpj_cpf')
          return { json: { type: 'error', message: 'qtype' } };
        return list(ixcData.customers.filter((c) => c.cnpj_cpf === body.query));
      case '/webservice/v1/fn_areceber': {
        const grid = JSON.parse(body.grid_param ?? '[]') as Array<{ TB: string; P: string }>;
        const status = grid.find((g) => g.TB === 'fn_areceber.status')?.P;
        const column = body.qtype === 'fn_areceber.id' ? 'id' : 'id_cliente';
        return list(
          ixcData.receivables
            .filter((r) => r[column] === body.query && (!status || r.status === status))
            .sort((a, b) => a.data_vencimento!.localeCompare(b.data_vencimento!)),
        );
      }
      case '/webservice/v1/get_boleto': {
        const row = ixcData.receivables.find((r) => r.id === body.boletos);
        if (!row) return { json: { type: 'error', message: 'boleto' } };
        Object.assign(row, { impresso: 'S', linha_digitavel: ixcData.printedLine });
        return { text: Buffer.from('%PDF-1.4 boleto').toString('base64') };
      }
      case '/webservice/v1/get_pix':
        return body.id_areceber === '9001'
          ? { json: { type: 'success', pix: { qrCode: { qrcode: ixcData.pix } } } }
          : { json: { type: 'error', message: 'sem pix' } };
      default:
        return { status: 404, json: { type: 'error', message: req.path } };
    }
  }, host);
}
