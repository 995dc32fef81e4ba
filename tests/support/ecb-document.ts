/** An ECB daily reference-rates document (eurofxref-daily.xml), as published: single quotes, tabs, namespaces. */
export function ecbDocument(date: string, perEur: Record<string, number | string>): string {
  const rates = Object.entries(perEur)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${rates}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}
