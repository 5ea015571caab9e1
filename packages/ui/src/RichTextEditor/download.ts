import { Mark } from '@tiptap/react';

/**
 * The download tag of notice text (spec 01 §3): `<download type="current_plan">label</download>`,
 * which readers see as a link to that export. A mark, so the label stays editable text and the tag
 * survives loading and saving; only with a type.
 */
export const DownloadTag = Mark.create({
  name: 'download',
  inclusive: false,
  excludes: '_',
  addAttributes() {
    return {
      type: {
        default: null,
        parseHTML: (element) => element.getAttribute('type')?.trim() || null,
        renderHTML: (attributes) => ({ type: attributes.type as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'download[type]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['download', HTMLAttributes, 0];
  },
});
