import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startContactListsKernel, type ContactListsKernel } from './contact-lists-kernel.js';

/** The contact lists kernel of a whole test file. Apart from contact-lists-kernel.ts: it imports vitest. */
export const contactListsKernelPerFile = () => kernelPerFile<ContactListsKernel>(startContactListsKernel);
