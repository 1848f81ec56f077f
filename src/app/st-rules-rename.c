/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-rules-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "core/st-edit-texts.h"
#include "st-rules-rename.h"

/* The Rename Id dialog of the rules page. The rename itself (and the
 * rewrite of the references to the section) is st_edit_rename_rules_section(). */

typedef struct
{
  GWeakRef          owner;
  StRulesRenameFunc func;
  GHashTable       *taken; /* ids of the other sections */
  char             *current;
  GtkEditable      *entry;
} Rename;

static void
rename_free (gpointer data)
{
  Rename *rename = data;

  g_weak_ref_clear (&rename->owner);
  g_hash_table_unref (rename->taken);
  g_free (rename->current);
  g_free (rename);
}

/* NULL when text can be the section's new id, else why not. */
static const char *
problem (Rename *rename, const char *text)
{
  if (!st_id_is_valid (text))
    return _ (
        "An id is letters, digits and hyphens, starting with a letter, such as “combat-results-table”.");
  if (g_hash_table_contains (rename->taken, text))
    return _ ("Another section has this id.");
  return NULL;
}

static void
entry_changed_cb (GtkEditable *entry, AdwMessageDialog *dialog)
{
  Rename     *rename = g_object_get_data (G_OBJECT (dialog), "st-rename");
  const char *text = gtk_editable_get_text (entry);
  const char *why = problem (rename, text);
  gboolean    ok = why == NULL && g_strcmp0 (text, rename->current) != 0;

  adw_message_dialog_set_response_enabled (dialog, "rename", ok);
  adw_message_dialog_set_body (dialog, why && *text ? why
                                                    : _ ("References to this section are updated in every "
                                                         "language."));
  if (why != NULL && *text != '\0')
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
}

static void
entry_activate_cb (GtkEntry *entry, AdwMessageDialog *dialog)
{
  if (adw_message_dialog_get_response_enabled (dialog, "rename"))
    adw_message_dialog_response (dialog, "rename");
}

static void
response_cb (AdwMessageDialog *dialog, const char *response)
{
  Rename *rename = g_object_get_data (G_OBJECT (dialog), "st-rename");
  g_autoptr (GObject) owner = g_weak_ref_get (&rename->owner);

  if (owner != NULL && g_strcmp0 (response, "rename") == 0)
    rename->func (owner, gtk_editable_get_text (rename->entry));
}

void
st_rules_rename_present (GtkWidget        *parent,
                         const StScenario *scenario,
                         const char       *section,
                         GObject          *owner,
                         StRulesRenameFunc func)
{
  Rename    *rename = g_new0 (Rename, 1);
  GtkWidget *dialog;
  GtkWidget *entry = gtk_entry_new ();
  GtkRoot   *root = parent ? gtk_widget_get_root (parent) : NULL;

  g_weak_ref_init (&rename->owner, owner);
  rename->func = func;
  rename->current = g_strdup (section);
  rename->taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < scenario->rules->len; i++)
    {
      const StRulesSection *other = g_ptr_array_index (scenario->rules, i);

      if (g_strcmp0 (other->id, section) != 0)
        g_hash_table_add (rename->taken, g_strdup (other->id));
    }
  rename->entry = GTK_EDITABLE (entry);

  dialog =
      adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _ ("Rename Section Id"), NULL);
  g_object_set_data_full (G_OBJECT (dialog), "st-rename", rename, rename_free);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "rename",
                                    _ ("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_editable_set_text (GTK_EDITABLE (entry), section);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Section id"),
                                  -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  g_signal_connect (entry, "changed", G_CALLBACK (entry_changed_cb), dialog);
  g_signal_connect (entry, "activate", G_CALLBACK (entry_activate_cb), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), NULL);
  entry_changed_cb (GTK_EDITABLE (entry), ADW_MESSAGE_DIALOG (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}
