import { amountInWords } from '@discus/domain/amount-in-words';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { items, sampleInvoice, shop } from './invoice-test-data.ts';

async function pagesOf(pdf: Buffer): Promise<string[]> {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  // Columns come back as separate runs; one space between them keeps the assertions readable.
  return text.map((page) => page.replace(/\s+/g, ' '));
}

// Rendering embeds a font and reading back runs pdf.js: seconds on a busy machine, not milliseconds.
describe('GST tax invoice PDF', { timeout: 30_000 }, () => {
  it('shows every particular of rule 46 with CGST and SGST inside Maharashtra', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice('intra'));
    const [text = '', ...rest] = await pagesOf(pdf);

    expect(rest).toEqual([]);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Discus Demo Aquatics');
    expect(text).toContain('GSTIN: 27ABCDE1234F1Z5');
    expect(text).toContain('DS/25-26/000042');
    expect(text).toContain('07 Apr 2025');
    expect(text).toContain('Asha Kulkarni');
    expect(text).toContain('Mumbai – 400028');
    expect(text).toContain('State: Maharashtra (code 27)');
    expect(text).toContain('Place of supply Maharashtra (27)');
    for (const hsn of ['03011100', '23099090', '84212190', '996812', '998540']) expect(text).toContain(hsn);
    expect(text).toContain('4 Nos');
    // Food at 5 %: 2 × ₹649.00 = ₹1,298.00 taxable, ₹32.45 CGST and ₹32.45 SGST at 2.5 % each.
    expect(text).toMatch(/23099090 2 Nos 649\.00 0\.00 1,298\.00 32\.45 @ 2\.5% 32\.45 @ 2\.5% 1,362\.90/);
    // The fish at 0 %, after a 10 % discount.
    expect(text).toMatch(/03011100 4 Nos 1,250\.00 500\.00 4,500\.00 0\.00 @ 0% 0\.00 @ 0% 4,500\.00/);
    expect(text).toContain('CGST ₹1,141.62');
    expect(text).toContain('SGST ₹1,141.61');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Grand total ₹20,405.28');
    expect(text).toContain(amountInWords(2_040_528));
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('For Discus Demo Aquatics');
    expect(text).toContain('Authorised Signatory');
  });

  it('shows only IGST when the buyer is in another state', async () => {
    const [text = ''] = await pagesOf(await renderInvoicePdf(sampleInvoice('inter')));

    expect(text).toContain('DS/25-26/000043');
    expect(text).toContain('State: Karnataka (code 29)');
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(text).toMatch(/84212190 1 Nos 12,499\.00 624\.95 11,874\.05 2,137\.33 @ 18% 14,011\.38/);
    expect(text).toContain('IGST ₹2,283.23');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).toContain('Grand total ₹20,405.28');
  });

  it('names CGST and UTGST for a shop in a union territory without a legislature', async () => {
    const data = sampleInvoice('intra');
    const ut = {
      ...data,
      taxKind: 'intra-ut' as const,
      lines: data.lines.map((l) => ({ ...l, utgstPaise: l.sgstPaise, sgstPaise: 0 })),
      totals: { ...data.totals, utgstPaise: data.totals.sgstPaise, sgstPaise: 0 },
    };
    const [text = ''] = await pagesOf(await renderInvoicePdf(ut));

    expect(text).toContain('UTGST ₹1,141.61');
    expect(text).not.toMatch(/\bSGST/);
  });

  it('runs a long order onto more pages, the column headings repeated on each', async () => {
    const many = Array.from({ length: 14 }, () => items)
      .flat()
      .slice(0, 40)
      .map((item, i) => ({ ...item, description: `Item ${i + 1}` }));
    const pages = await pagesOf(await renderInvoicePdf(sampleInvoice('intra', many)));

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain(shop.gstin);
    });
    for (const page of pages.slice(0, -1)) expect(page).toContain('# Description HSN/SAC Qty');
    const all = pages.join(' ');
    for (let i = 1; i <= 40; i++) expect(all).toContain(` ${i} Item ${i} `);
    expect(all).toContain(' 41 Shipping 996812');
    expect(all).toContain(' 42 Live-fish packing: insulated thermocol box 998540');
    expect(pages.at(-1)).toContain('Authorised Signatory');
  });
});
