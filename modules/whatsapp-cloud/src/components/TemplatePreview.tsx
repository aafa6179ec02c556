import { buttonLabels, componentText, fillBody, type Template } from '../api';

/** A template as the customer's phone will show it: header, body with the variables filled, footer, buttons. */
export function TemplatePreview({ template, variables = [] }: { template: Template; variables?: string[] }) {
  const header = componentText(template, 'HEADER');
  const footer = componentText(template, 'FOOTER');
  const buttons = buttonLabels(template);
  return (
    <div className="wc-preview" data-testid="template-preview">
      {header && <div className="wc-preview-header">{header}</div>}
      <div className="wc-preview-body">{fillBody(template.body, variables)}</div>
      {footer && <div className="wc-preview-footer">{footer}</div>}
      {buttons.length > 0 && (
        <div className="wc-preview-buttons">
          {buttons.map((b) => (
            <span key={b} className="wc-preview-button">
              {b}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
