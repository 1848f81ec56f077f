/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-rules-page"

#include "config.h"

#include "core/st-markup-rules.h"
#include "st-rules-preview.h"

/* The Rules page's preview: a rules body's markup as it prints, in a text view
 * with tags (italic, bold, lists with their markers, tables at tab stops), its
 * references as their section's generated number, clickable. */

typedef struct
{
  const StScenario *scenario;
  const char       *lang;
} Preview;

/* A reference's section id rides on its own tag ("st-ref"). */
static void
preview_span (const Preview *self, GtkTextBuffer *buffer, const StMarkupSpan *span, GSList *tags)
{
  const StScenario *scenario = self->scenario;

  for (guint i = 0; i < span->len; i++)
    {
      const StMarkupInline *node = g_ptr_array_index (span, i);
      GtkTextIter           end;
      GSList               *inner;

      gtk_text_buffer_get_end_iter (buffer, &end);
      switch (node->kind)
        {
          case ST_MARKUP_TEXT:
            {
              GtkTextMark *start = gtk_text_buffer_create_mark (buffer, NULL, &end, TRUE);
              GtkTextIter  from;

              gtk_text_buffer_insert (buffer, &end, node->text, -1);
              gtk_text_buffer_get_iter_at_mark (buffer, &from, start);
              for (GSList *t = tags; t != NULL; t = t->next)
                gtk_text_buffer_apply_tag (buffer, t->data, &from, &end);
              gtk_text_buffer_delete_mark (buffer, start);
            }
            break;
          case ST_MARKUP_EMPHASIS:
          case ST_MARKUP_STRONG:
            inner = g_slist_prepend (
                g_slist_copy (tags),
                gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer),
                                           node->kind == ST_MARKUP_EMPHASIS ? "emphasis" : "strong"));
            preview_span (self, buffer, node->children, inner);
            g_slist_free (inner);
            break;
          case ST_MARKUP_REFERENCE:
            {
              g_autofree char *text =
                  scenario ? st_markup_reference_text (scenario, node, self->lang) : g_strdup (node->ref);
              gboolean     known = scenario && st_markup_section_number (scenario, node->ref) > 0;
              GtkTextTag  *tag = gtk_text_buffer_create_tag (buffer, NULL, NULL);
              GtkTextMark *start = gtk_text_buffer_create_mark (buffer, NULL, &end, TRUE);
              GtkTextIter  from;

              g_object_set_data_full (G_OBJECT (tag), "st-ref", g_strdup (node->ref), g_free);
              gtk_text_buffer_insert (buffer, &end, text, -1);
              gtk_text_buffer_get_iter_at_mark (buffer, &from, start);
              gtk_text_buffer_apply_tag (buffer, tag, &from, &end);
              gtk_text_buffer_apply_tag_by_name (buffer, known ? "reference" : "unknown", &from, &end);
              for (GSList *t = tags; t != NULL; t = t->next)
                gtk_text_buffer_apply_tag (buffer, t->data, &from, &end);
              gtk_text_buffer_delete_mark (buffer, start);
            }
            break;
        }
    }
}

static void
preview_insert (GtkTextBuffer *buffer, const char *text, const char *tag)
{
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (buffer, &end);
  if (tag != NULL)
    gtk_text_buffer_insert_with_tags_by_name (buffer, &end, text, -1, tag, NULL);
  else
    gtk_text_buffer_insert (buffer, &end, text, -1);
}

static void
collect_reference_tag (GtkTextTag *tag, gpointer data)
{
  if (g_object_get_data (G_OBJECT (tag), "st-ref") != NULL)
    g_ptr_array_add (data, tag);
}

/* Empties the preview, and drops the tags of the references shown before. */
static void
preview_clear (GtkTextBuffer *buffer)
{
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (buffer);
  g_autoptr (GPtrArray) old = g_ptr_array_new ();

  gtk_text_buffer_set_text (buffer, "", 0);
  gtk_text_tag_table_foreach (table, collect_reference_tag, old);
  for (guint i = 0; i < old->len; i++)
    gtk_text_tag_table_remove (table, g_ptr_array_index (old, i));
}

/* The body being typed as it prints: the heading with its generated number,
 * then the blocks of its markup. */
void
st_rules_preview_show (
    GtkTextView *view, const StScenario *scenario, int index, const char *lang, const char *text)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  Preview        preview = { scenario, lang };
  Preview       *self = &preview;
  g_autoptr (StMarkup) markup = NULL;

  preview_clear (buffer);
  if (scenario == NULL || index < 0 || (guint) index >= scenario->rules->len)
    return;
  markup = st_markup_parse (text);
  {
    g_autofree char *heading = st_markup_section_heading (scenario, (guint) index, lang);

    preview_insert (buffer, heading, "heading");
  }
  for (guint b = 0; b < markup->blocks->len; b++)
    {
      const StMarkupBlock *block = g_ptr_array_index (markup->blocks, b);

      for (guint i = 0; i < block->items->len; i++)
        {
          GPtrArray       *item = g_ptr_array_index (block->items, i);
          g_autofree char *marker = NULL;

          preview_insert (buffer, "\n", NULL);
          switch (block->kind)
            {
              case ST_MARKUP_PARAGRAPH:
                preview_span (self, buffer, item, NULL);
                break;
              case ST_MARKUP_BULLETS:
              case ST_MARKUP_NUMBERS:
                marker = block->kind == ST_MARKUP_BULLETS ? g_strdup ("•\t")
                                                          : g_strdup_printf ("%u.\t", block->start + i);
                preview_insert (buffer, marker, "list");
                preview_span (self, buffer, item, NULL);
                break;
              case ST_MARKUP_TABLE:
                {
                  GSList *header = NULL;

                  if (i == 0)
                    header = g_slist_prepend (
                        NULL, gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "strong"));
                  for (guint c = 0; c < item->len; c++)
                    {
                      if (c > 0)
                        preview_insert (buffer, "\t", NULL);
                      preview_span (self, buffer, g_ptr_array_index (item, c), header);
                    }
                  g_slist_free (header);
                }
                break;
            }
        }
      /* The list's lines keep their indent; the table its tab stops. */
      if (block->kind != ST_MARKUP_PARAGRAPH)
        {
          GtkTextIter from, to;

          gtk_text_buffer_get_end_iter (buffer, &to);
          gtk_text_buffer_get_iter_at_line (buffer, &from,
                                            gtk_text_iter_get_line (&to) - (int) block->items->len + 1);
          gtk_text_buffer_apply_tag_by_name (buffer, block->kind == ST_MARKUP_TABLE ? "table" : "list", &from,
                                             &to);
        }
      preview_insert (buffer, "\n", NULL);
    }
}

/* A click on a reference: the preview's go () with its section id. */
static void
clicked_cb (GtkGestureClick *gesture, int n_press, double x, double y, GtkTextView *view)
{
  StRulesPreviewGo go = (StRulesPreviewGo) g_object_get_data (G_OBJECT (view), "st-preview-go");
  GtkTextIter      iter;
  int              bx, by;
  g_autoptr (GSList) tags = NULL;

  gtk_text_view_window_to_buffer_coords (view, GTK_TEXT_WINDOW_WIDGET, (int) x, (int) y, &bx, &by);
  if (go == NULL || !gtk_text_view_get_iter_at_location (view, &iter, bx, by))
    return;
  tags = gtk_text_iter_get_tags (&iter);
  for (GSList *t = tags; t != NULL; t = t->next)
    {
      const char *ref = g_object_get_data (t->data, "st-ref");

      if (ref != NULL)
        {
          g_autofree char *id = g_strdup (ref);

          go (id, g_object_get_data (G_OBJECT (view), "st-preview-data"));
          return;
        }
    }
}

void
st_rules_preview_init (GtkTextView *view, StRulesPreviewGo go, gpointer data)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  PangoTabArray *list_tabs = pango_tab_array_new_with_positions (1, TRUE, PANGO_TAB_LEFT, 24);
  PangoTabArray *table_tabs = pango_tab_array_new_with_positions (
      4, TRUE, PANGO_TAB_LEFT, 140, PANGO_TAB_LEFT, 280, PANGO_TAB_LEFT, 420, PANGO_TAB_LEFT, 560);
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_text_buffer_create_tag (buffer, "heading", "weight", PANGO_WEIGHT_BOLD, "scale", 1.3,
                              "pixels-below-lines", 6, NULL);
  gtk_text_buffer_create_tag (buffer, "emphasis", "style", PANGO_STYLE_ITALIC, NULL);
  gtk_text_buffer_create_tag (buffer, "strong", "weight", PANGO_WEIGHT_BOLD, NULL);
  gtk_text_buffer_create_tag (buffer, "reference", "underline", PANGO_UNDERLINE_SINGLE, "foreground",
                              "#1c71d8", NULL);
  gtk_text_buffer_create_tag (buffer, "unknown", "underline", PANGO_UNDERLINE_ERROR, NULL);
  gtk_text_buffer_create_tag (buffer, "list", "left-margin", 36, "indent", -24, "tabs", list_tabs, NULL);
  gtk_text_buffer_create_tag (buffer, "table", "tabs", table_tabs, "family", "Sans", NULL);
  pango_tab_array_free (list_tabs);
  pango_tab_array_free (table_tabs);
  g_object_set_data (G_OBJECT (view), "st-preview-go", (gpointer) go);
  g_object_set_data (G_OBJECT (view), "st-preview-data", data);
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "reference-click");
  g_signal_connect_object (click, "released", G_CALLBACK (clicked_cb), view, 0);
  gtk_widget_add_controller (GTK_WIDGET (view), GTK_EVENT_CONTROLLER (click));
}
