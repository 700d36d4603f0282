import type { CSSProperties } from 'react';
import type { LayoutSection, ResumeLayout, ResumeTemplate } from 'resume-templates';

type Rgb = readonly [number, number, number];
const rgb = ([r, g, b]: Rgb) => `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
/** The PDF's page: US Letter in points, the renderer's default. */
const PAGE = { width: 612, height: 792 };
const CONTACT_SEPARATOR = '  |  ';

/** CSS font family names for the template's TTFs, registered by useTemplateFonts. */
export const fontFamily = (file: string) => `hg-${file.replace(/\.ttf$/, '')}`;

function Section({ section, template, narrow }: { section: LayoutSection; template: ResumeTemplate; narrow: boolean }) {
  const s = template.style;
  const heading = s.headingCase === 'upper' ? section.heading.toUpperCase() : section.heading;
  const titleFirst = s.entryOrder === 'title-first';
  return (
    <section style={{ marginTop: `${s.sectionGap}pt` }}>
      <h3 className="rp-heading" style={{ fontFamily: fontFamily(s.fonts.bold), fontSize: `${s.headingSize}pt`, color: rgb(s.accent), borderBottom: s.headingRule ? `0.6pt solid ${rgb(s.accent)}` : undefined }}>
        {heading}
      </h3>
      {section.blocks.map((block, index) => {
        if (block.kind === 'text') return <p key={index}>{block.text}</p>;
        if (block.kind === 'rows')
          return (
            <div key={index}>
              {block.rows.map((row, i) => (
                <p key={i} style={{ marginTop: i ? `${s.bodySize * 0.35}pt` : 0 }}>
                  {row.label ? <b style={{ fontFamily: fontFamily(s.fonts.bold) }}>{row.label}: </b> : null}
                  {row.text}
                </p>
              ))}
            </div>
          );
        const first = titleFirst ? block.title : block.organization;
        const second = titleFirst ? block.organization : block.title;
        const [firstRight, secondRight] = titleFirst ? [block.dates, block.location] : [block.location, block.dates];
        return (
          <div key={index} style={{ marginTop: index ? `${s.entryGap}pt` : 0 }}>
            {narrow ? (
              <>
                {first ? <p style={{ fontFamily: fontFamily(s.fonts.bold) }}>{first}</p> : null}
                {second ? <p>{second}</p> : null}
                {block.dates || block.location ? <p style={{ color: rgb(s.muted) }}>{[block.dates, block.location].filter(Boolean).join(' · ')}</p> : null}
              </>
            ) : (
              <>
                <p className="rp-line">
                  <span style={{ fontFamily: fontFamily(s.fonts.bold) }}>{first}</span>
                  <span style={{ color: rgb(s.muted) }}>{firstRight}</span>
                </p>
                {second || secondRight ? (
                  <p className="rp-line">
                    <span>{second}</span>
                    <span style={{ color: rgb(s.muted) }}>{secondRight}</span>
                  </p>
                ) : null}
              </>
            )}
            {block.paragraphs.map((text, i) => (
              <p key={`p${i}`}>{text}</p>
            ))}
            {block.bullets.length ? (
              <ul className="rp-bullets">
                {block.bullets.map((bullet, i) => (
                  <li key={i}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

/**
 * The resume as its export draws it: the same layout model (resume-templates' layoutResume: the
 * same words, order and headings), the template's fonts, sizes, colours and margins, on a Letter
 * page. Where the PDF breaks pages is shown by the page count beside it, not here.
 */
export function ResumePreview({ layout, template }: { layout: ResumeLayout; template: ResumeTemplate }) {
  const s = template.style;
  const sidebar = s.sidebar;
  const page: CSSProperties = {
    width: `${PAGE.width}pt`,
    minHeight: `${PAGE.height}pt`,
    padding: `${s.margin.vertical}pt ${s.margin.horizontal}pt`,
    fontFamily: fontFamily(s.fonts.regular),
    fontSize: `${s.bodySize}pt`,
    lineHeight: s.leading,
    color: rgb(s.text),
    background: sidebar ? `linear-gradient(to right, ${rgb(sidebar.fill)} ${s.margin.horizontal + sidebar.width + sidebar.gutter / 2}pt, #fff 0)` : '#fff',
  };
  const header = (
    <header style={{ textAlign: s.headerAlign }}>
      <h2 className="rp-name" style={{ fontFamily: fontFamily(s.fonts.bold), fontSize: `${s.nameSize}pt`, color: rgb(s.accent) }}>
        {layout.name}
      </h2>
      {layout.headline ? <p style={{ fontSize: `${s.bodySize * 1.15}pt` }}>{layout.headline}</p> : null}
      {!sidebar && layout.contact.length ? <p style={{ whiteSpace: 'pre-wrap' }}>{layout.contact.join(CONTACT_SEPARATOR)}</p> : null}
    </header>
  );
  return (
    <div className="rp-page" style={page}>
      {header}
      {sidebar ? (
        <div className="rp-columns" style={{ gridTemplateColumns: `${sidebar.width}pt 1fr`, columnGap: `${sidebar.gutter}pt` }}>
          <div>
            {layout.contact.length ? (
              <Section section={{ id: 'summary', heading: 'Contact', blocks: [{ kind: 'rows', rows: layout.contact.map((text) => ({ label: '', text })) }] }} template={template} narrow />
            ) : null}
            {layout.sections.filter((x) => sidebar.sections.includes(x.id)).map((x) => (
              <Section key={x.id} section={x} template={template} narrow />
            ))}
          </div>
          <div>
            {layout.sections.filter((x) => !sidebar.sections.includes(x.id)).map((x) => (
              <Section key={x.id} section={x} template={template} narrow={false} />
            ))}
          </div>
        </div>
      ) : (
        layout.sections.map((x) => <Section key={x.id} section={x} template={template} narrow={false} />)
      )}
    </div>
  );
}
