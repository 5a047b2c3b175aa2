import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatRupees } from '@discus/domain/money';
import PDFDocument from 'pdfkit';
import type { InvoiceData, InvoiceParty } from './invoice-data.ts';
import { invoiceDate, taxHeads } from './invoice-format.ts';
import { drawInvoiceTable, type TableCanvas } from './invoice-table.ts';
import { woffToSfnt } from './woff-font.ts';

// The standard PDF fonts have no ₹ (U+20B9); DejaVu Sans has it and comes from npm.
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: woffToSfnt(
      readFileSync(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff')),
    ),
    bold: woffToSfnt(readFileSync(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'))),
  };
  return fonts;
}

const MARGIN = 36;
const FOOTER = 28;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#9aa5b1';

function partyLines(party: InvoiceParty): string[] {
  return [
    ...party.lines,
    `${party.city} – ${party.pin}`,
    `State: ${party.state} (code ${party.stateCode})`,
    [party.phone && `Phone: ${party.phone}`, party.email && `Email: ${party.email}`].filter(Boolean).join('  ·  '),
    party.gstin ? `GSTIN: ${party.gstin}` : '',
  ].filter(Boolean);
}

/** The GST tax invoice of a paid order as an A4 PDF (every particular of GST rule 46). */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    // Page breaks are decided here, not by pdfkit, so the bottom margin stays out of its way.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    bufferPages: true,
    info: { Title: `Tax Invoice ${data.invoiceNumber}`, Author: data.shop.name, Subject: `Order ${data.orderNumber}` },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - FOOTER;

  // Heading: title, the shop on the left, the invoice's numbers and dates on the right.
  doc.font('bold').fontSize(16).fillColor(INK).text('Tax Invoice', left, MARGIN, { width, align: 'center' });
  doc.font('regular').fontSize(8).fillColor(MUTED).text('Original for recipient', { width, align: 'center' });
  const top = doc.y + 10;
  const metaWidth = 190;
  const shopWidth = width - metaWidth - 16;
  doc.font('bold').fontSize(13).fillColor(INK).text(data.shop.name, left, top, { width: shopWidth });
  doc.font('regular').fontSize(9).text(partyLines(data.shop).join('\n'), { width: shopWidth });
  const shopBottom = doc.y;

  const metaLeft = left + width - metaWidth;
  const meta: [string, string][] = [
    ['Invoice No.', data.invoiceNumber],
    ['Invoice date', invoiceDate(data.invoiceDate)],
    ['Order No.', data.orderNumber],
    ['Order date', invoiceDate(data.orderDate)],
    ['Place of supply', `${data.placeOfSupply.state} (${data.placeOfSupply.stateCode})`],
  ];
  let y = top + 2;
  for (const [label, value] of meta) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, metaLeft, y, { width: 78 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, metaLeft + 80, y, { width: metaWidth - 80 });
    y = Math.max(doc.y, y + 12) + 2;
  }

  y = Math.max(shopBottom, y) + 8;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();

  // The buyer: billing and delivery are one address.
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(MUTED)
    .text('BILLED AND SHIPPED TO', left, y + 8, { width });
  doc.font('bold').fontSize(10).fillColor(INK).text(data.buyer.name, { width: shopWidth });
  doc.font('regular').fontSize(9).text(partyLines(data.buyer).join('\n'), { width: shopWidth });
  y = doc.y + 12;

  const canvas: TableCanvas = {
    doc,
    left,
    width,
    bottom,
    newPage: () => {
      doc.addPage();
      doc.font('regular').fontSize(8).fillColor(MUTED);
      doc.text(`Tax Invoice ${data.invoiceNumber} (continued)`, left, MARGIN, { width });
      return doc.y + 6;
    },
  };
  y = drawInvoiceTable(canvas, data, y, { font: 'regular', boldFont: 'bold', size: 7.5, padding: 3 });

  y = drawTotals(doc, data, y + 8, canvas);
  drawFooters(doc, data, left, width);
  doc.end();
  return done;
}

/** Totals, the amount in words, reverse charge and the signature: kept together on one page. */
function drawTotals(doc: PDFKit.PDFDocument, data: InvoiceData, startY: number, canvas: TableCanvas): number {
  const { left, width } = canvas;
  const rows: [string, number][] = [
    ['Taxable value', data.totals.taxablePaise],
    ...taxHeads(data.taxKind).map((head): [string, number] => [head.name, data.totals[head.key]]),
    ['Total tax', data.totals.taxPaise],
  ];
  const words = `Amount in words: ${data.amountInWords}`;
  doc.font('regular').fontSize(9);
  const wordsHeight = doc.heightOfString(words, { width });
  const needed = rows.length * 14 + 22 + wordsHeight + 110;
  let y = startY + needed > canvas.bottom ? canvas.newPage() : startY;

  const labelLeft = left + width - 250;
  for (const [label, paise] of rows) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, labelLeft, y, { width: 150 });
    doc.fillColor(INK).text(formatRupees(paise), labelLeft + 150, y, { width: 100, align: 'right' });
    y += 14;
  }
  doc
    .moveTo(labelLeft, y)
    .lineTo(left + width, y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  y += 5;
  doc.font('bold').fontSize(11).fillColor(INK).text('Grand total', labelLeft, y, { width: 140 });
  doc.text(formatRupees(data.totals.grandTotalPaise), labelLeft + 110, y, { width: 140, align: 'right' });
  y += 22;

  doc.font('regular').fontSize(9).fillColor(INK).text(words, left, y, { width });
  y = doc.y + 6;
  doc.text('Tax payable on reverse charge: No', left, y, { width });
  y = doc.y + 24;

  const signLeft = left + width - 200;
  doc.font('bold').fontSize(9).text(`For ${data.shop.name}`, signLeft, y, { width: 200, align: 'right' });
  y = doc.y + 36;
  doc
    .moveTo(signLeft + 40, y)
    .lineTo(left + width, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc
    .font('regular')
    .fontSize(9)
    .text('Authorised Signatory', signLeft, y + 4, { width: 200, align: 'right' });
  return doc.y;
}

function drawFooters(doc: PDFKit.PDFDocument, data: InvoiceData, left: number, width: number) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        `${data.shop.name} · GSTIN ${data.shop.gstin} · Invoice ${data.invoiceNumber} · Page ${i - start + 1} of ${count}`,
        left,
        doc.page.height - MARGIN - 10,
        { width, align: 'center', lineBreak: false },
      );
  }
}
