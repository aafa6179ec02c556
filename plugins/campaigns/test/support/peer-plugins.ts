import contactLists from '@balcao/plugin-contact-lists';
import files from '@balcao/plugin-files';
import type { PluginDefinition } from '@balcao/core';

/** The plugins campaigns requires (contact lists and file lists), as the product installs them. */
export const peerPlugins: PluginDefinition[] = [contactLists as PluginDefinition, files as PluginDefinition];
