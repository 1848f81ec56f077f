/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-rules-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-markup-rules.h"
#include "st-rules-page.h"
#include "st-rules-rename.h"
#include "st-spell-view.h"
#include "st-language-menu.h"
#include "st-rules-preview.h"

/* The rules text editor: sections added, removed, moved and retitled, and the
 * body of the selected one written in a text view, in the window's content
 * language (the source in the document language, a translation in any
 * other), its markup shown as printed beside it as one types (references
 * print their section's number and go to it when clicked). Every change is one
 * undoable step; typing into a title or a body merges into one step. The
 * section list shows the generated numbers. */

struct _StRulesPage
{
  StPage parent_instance;

  /* template widgets */
  GtkStack    *stack;
  GtkDropDown *language_dropdown;
  GtkLabel    *translating_label;
  GtkWidget   *remove_button;
  GtkWidget   *up_button;
  GtkWidget   *down_button;
  GtkWidget   *rename_button;
  GtkListBox  *section_list;
  GtkEntry    *title_entry;
  GtkLabel    *source_label;
  GtkTextView *text_view;
  GtkTextView *preview_view;

  GPtrArray *languages; /* char* codes, in the order of the drop-down */
  char      *language;
  char      *section; /* id of the section being edited, or NULL */
  char      *new_id; /* while renaming */
  gboolean   updating;
};

G_DEFINE_FINAL_TYPE (StRulesPage, st_rules_page, ST_TYPE_PAGE)

enum
{
  PROP_0,
  PROP_LANGUAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static StRulesSection *
current_section (StRulesPage *self)
{
  StScenario *scenario = st_page_get_scenario (ST_PAGE (self));
  int index = scenario && self->section ? st_scenario_rules_section_index (scenario, self->section) : -1;

  return index >= 0 ? g_ptr_array_index (scenario->rules, index) : NULL;
}

static gboolean
is_source_language (StRulesPage *self, const StText *text)
{
  StScenario *scenario = st_page_get_scenario (ST_PAGE (self));
  const char *source = st_text_get_source_lang (text);

  return g_strcmp0 (self->language, source ? source : scenario->lang) == 0;
}

/* Lists: lines starting with "- ", "* " or "1. " are indented, as the format's
 * text model reads them. */
static void
style_body (StRulesPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter    start, end;
  int            n_lines = gtk_text_buffer_get_line_count (buffer);

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag_by_name (buffer, "list", &start, &end);
  for (int line = 0; line < n_lines; line++)
    {
      GtkTextIter      line_start, line_end;
      g_autofree char *head = NULL;
      const char      *p;

      gtk_text_buffer_get_iter_at_line (buffer, &line_start, line);
      line_end = line_start;
      if (!gtk_text_iter_ends_line (&line_end))
        gtk_text_iter_forward_to_line_end (&line_end);
      head = gtk_text_buffer_get_text (buffer, &line_start, &line_end, FALSE);
      p = head;
      while (g_ascii_isdigit (*p))
        p++;
      if (g_str_has_prefix (head, "- ") || g_str_has_prefix (head, "* ")
          || (p != head && g_str_has_prefix (p, ". ")))
        gtk_text_buffer_apply_tag_by_name (buffer, "list", &line_start, &line_end);
    }
}

/* The body being typed, as it prints. */
static void
update_preview (StRulesPage *self)
{
  GtkTextBuffer   *source = gtk_text_view_get_buffer (self->text_view);
  StScenario      *scenario = st_page_get_scenario (ST_PAGE (self));
  StRulesSection  *section = current_section (self);
  g_autofree char *text = NULL;
  GtkTextIter      start, end;

  gtk_text_buffer_get_bounds (source, &start, &end);
  text = gtk_text_buffer_get_text (source, &start, &end, FALSE);
  st_rules_preview_show (self->preview_view, scenario,
                         section != NULL ? st_scenario_rules_section_index (scenario, section->id) : -1,
                         self->language, text);
}

/* A click on a reference goes to its section. */
static void
preview_go (const char *id, gpointer data)
{
  StRulesPage *self = data;
  StScenario  *scenario = st_page_get_scenario (ST_PAGE (self));

  if (scenario != NULL && st_markup_section_number (scenario, id) > 0)
    st_rules_page_select_section (self, id);
}

static void
set_buffer_text (StRulesPage *self, const char *text)
{
  GtkTextBuffer   *buffer = gtk_text_view_get_buffer (self->text_view);
  g_autofree char *current = NULL;
  GtkTextIter      start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  current = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  /* Leave what is being typed alone: resetting it would move the cursor. */
  if (g_strcmp0 (current, text) == 0)
    return;
  self->updating = TRUE;
  gtk_text_buffer_set_text (buffer, text, -1);
  self->updating = FALSE;
  style_body (self);
}

static void
show_section (StRulesPage *self)
{
  StRulesSection *section = current_section (self);
  StScenario     *scenario = st_page_get_scenario (ST_PAGE (self));
  const char     *title, *body;
  gboolean        source;

  gtk_widget_set_sensitive (self->remove_button, section != NULL);
  gtk_widget_set_sensitive (self->up_button,
                            section != NULL && st_scenario_rules_section_index (scenario, section->id) > 0);
  gtk_widget_set_sensitive (self->down_button,
                            section != NULL
                                && st_scenario_rules_section_index (scenario, section->id) + 1
                                       < (int) scenario->rules->len);
  gtk_widget_set_sensitive (GTK_WIDGET (self->title_entry), section != NULL);
  gtk_widget_set_sensitive (self->rename_button, section != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->text_view), section != NULL);
  if (section == NULL)
    {
      gtk_label_set_text (self->source_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->source_label), FALSE);
      return;
    }
  source = is_source_language (self, section->title);
  title = st_text_get_exact (section->title, self->language);
  body = st_text_get_exact (section->body, self->language);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->title_entry)), title ? title : "") != 0)
    {
      self->updating = TRUE;
      gtk_editable_set_text (GTK_EDITABLE (self->title_entry), title ? title : "");
      self->updating = FALSE;
    }
  /* A translation shows its source above it, and the source title as a hint. */
  gtk_entry_set_placeholder_text (self->title_entry,
                                  source ? _ ("Section title") : st_text_get_source (section->title));
  gtk_label_set_text (self->source_label, source ? "" : st_text_get_source (section->body));
  gtk_widget_set_visible (GTK_WIDGET (self->source_label), !source && !st_text_is_empty (section->body));
  set_buffer_text (self, body ? body : "");
  update_preview (self);
}

static void
row_focused_cb (GtkEventControllerFocus *focus, StRulesPage *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));

  if (!self->updating && !gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (row)))
    gtk_list_box_select_row (self->section_list, GTK_LIST_BOX_ROW (row));
}

static void
fill_sections (StRulesPage *self, StScenario *scenario)
{
  GtkListBoxRow      *row;
  GtkWidget          *child;
  GtkEventController *focus;
  gboolean            same = TRUE;
  guint               n = 0;

  /* Rows are named after their section and relabelled below: they are made
   * again only when the number of sections changes (a new section's id
   * changes as its title is typed, with the focus in the title). */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->section_list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  same = n == scenario->rules->len;

  self->updating = TRUE;
  if (!same)
    {
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->section_list))) != NULL)
        gtk_list_box_remove (self->section_list, child);
      for (guint i = 0; i < scenario->rules->len; i++)
        {
          GtkWidget *label = gtk_label_new (NULL);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          row = GTK_LIST_BOX_ROW (gtk_list_box_row_new ());
          gtk_list_box_row_set_child (row, label);
          gtk_widget_set_name (GTK_WIDGET (row),
                               ((StRulesSection *) g_ptr_array_index (scenario->rules, i))->id);
          /* A row given the focus from elsewhere (a problem's "Rules text"
           * button names the section) is the one edited. */
          focus = gtk_event_controller_focus_new ();
          g_signal_connect_object (focus, "enter", G_CALLBACK (row_focused_cb), self, 0);
          gtk_widget_add_controller (GTK_WIDGET (row), focus);
          gtk_list_box_append (self->section_list, GTK_WIDGET (row));
        }
    }
  for (guint i = 0; i < scenario->rules->len; i++)
    {
      /* The number is generated from the order, never typed. */
      g_autofree char *heading = st_markup_section_heading (scenario, i, self->language);

      row = gtk_list_box_get_row_at_index (self->section_list, (int) i);
      gtk_widget_set_name (GTK_WIDGET (row), ((StRulesSection *) g_ptr_array_index (scenario->rules, i))->id);
      gtk_label_set_text (GTK_LABEL (gtk_list_box_row_get_child (row)), heading);
    }
  if (self->section == NULL || st_scenario_rules_section_index (scenario, self->section) < 0)
    {
      g_free (self->section);
      self->section = scenario->rules->len > 0
                          ? g_strdup (((StRulesSection *) g_ptr_array_index (scenario->rules, 0))->id)
                          : NULL;
    }
  if (self->section != NULL)
    gtk_list_box_select_row (
        self->section_list,
        gtk_list_box_get_row_at_index (self->section_list,
                                       st_scenario_rules_section_index (scenario, self->section)));
  self->updating = FALSE;
}

static void
sync_dropdown (StRulesPage *self)
{
  guint position;

  if (self->language != NULL
      && g_ptr_array_find_with_equal_func (self->languages, self->language, g_str_equal, &position))
    {
      self->updating = TRUE;
      gtk_drop_down_set_selected (self->language_dropdown, position);
      self->updating = FALSE;
    }
}

static void
st_rules_page_rebuild (StPage *page, StScenario *scenario)
{
  StRulesPage *self = ST_RULES_PAGE (page);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) all = NULL;
  const char      *content = st_text_get_content_language ();
  g_autofree char *language = NULL;

  g_ptr_array_set_size (self->languages, 0);
  if (scenario != NULL)
    {
      all = st_scenario_languages (scenario);
      for (guint i = 0; i < all->len; i++)
        {
          g_ptr_array_add (self->languages, g_strdup (g_ptr_array_index (all, i)));
          g_ptr_array_add (labels, st_page_language_label (g_ptr_array_index (all, i)));
        }
    }
  g_ptr_array_add (labels, NULL);
  /* This runs inside the drop-down's own notify::selected when a language is
   * picked from it: its list changes in place, never its model. */
  self->updating = TRUE;
  st_page_set_choices (self->language_dropdown, (const char *const *) labels->pdata);
  self->updating = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->language_dropdown), self->languages->len > 1);

  /* The window's content language; else the one picked here; else the
   * user's. */
  if (content != NULL && g_ptr_array_find_with_equal_func (self->languages, content, g_str_equal, NULL))
    language = g_strdup (content);
  else if (self->language != NULL
           && g_ptr_array_find_with_equal_func (self->languages, self->language, g_str_equal, NULL))
    language = g_strdup (self->language);
  else if (scenario != NULL)
    {
      const char *wanted = st_page_locale_language (self->languages);
      language = g_strdup (wanted ? wanted : scenario->lang);
    }
  if (g_strcmp0 (language, self->language) != 0)
    {
      g_free (self->language);
      self->language = g_steal_pointer (&language);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
    }
  sync_dropdown (self);

  if (scenario != NULL && self->language != NULL && !g_str_equal (self->language, scenario->lang))
    {
      g_autofree char *name = st_page_language_label (self->language);
      g_autofree char *text = g_strdup_printf (_ ("Translating into %s"), name);
      gtk_label_set_text (self->translating_label, text);
    }
  else
    gtk_label_set_text (self->translating_label, "");

  if (scenario != NULL)
    fill_sections (self, scenario);
  show_section (self);
  /* Spelling in the language written (st-spell-view.c). */
  st_spell_view_set_language (self->text_view, self->language);
  gtk_stack_set_visible_child_name (self->stack,
                                    scenario != NULL && scenario->rules->len > 0 ? "text" : "empty");
}

static void
language_selected_cb (StRulesPage *self)
{
  guint selected;

  if (self->updating)
    return;
  selected = gtk_drop_down_get_selected (self->language_dropdown);
  if (selected < self->languages->len)
    st_rules_page_set_language (self, g_ptr_array_index (self->languages, selected));
}

static void
section_selected_cb (StRulesPage *self, GtkListBoxRow *row)
{
  /* The list says its rows go when the page is taken apart. */
  if (self->updating || self->remove_button == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  g_free (self->section);
  self->section = row ? g_strdup (gtk_widget_get_name (GTK_WIDGET (row))) : NULL;
  show_section (self);
}

/* Commits one change of the selected section as an undoable step. */
typedef gboolean (*SectionEdit) (StRulesPage *self, StScenario *edit, const char *id, GError **error);

static void
edit_section (StRulesPage *self, SectionEdit func, const char *step, const char *label, const char *merge_key)
{
  g_autoptr (StScenario) edit = st_page_begin_edit (ST_PAGE (self));
  g_autoptr (GError) error = NULL;

  int index;

  if (edit == NULL || self->section == NULL)
    return;
  index = st_scenario_rules_section_index (edit, self->section);
  if (func (self, edit, self->section, &error))
    {
      /* A new section's id follows its first title, and Rename Section Id
       * gives it another: keep editing it. Only when its id is gone (a
       * move keeps the id and changes the index). */
      StRulesSection *edited = index >= 0 && (guint) index < edit->rules->len
                                       && st_scenario_rules_section_index (edit, self->section) < 0
                                   ? g_ptr_array_index (edit->rules, index)
                                   : NULL;

      if (edited != NULL)
        {
          g_free (self->section);
          self->section = g_strdup (edited->id);
        }
      st_page_commit_step (ST_PAGE (self), edit, step, label, merge_key);
    }
  else if (error != NULL)
    g_debug ("%s", error->message);
}

static gboolean
set_title (StRulesPage *self, StScenario *edit, const char *id, GError **error)
{
  return st_edit_set_rules_title (edit, id, self->language,
                                  gtk_editable_get_text (GTK_EDITABLE (self->title_entry)), error);
}

static gboolean
set_body (StRulesPage *self, StScenario *edit, const char *id, GError **error)
{
  GtkTextBuffer   *buffer = gtk_text_view_get_buffer (self->text_view);
  g_autofree char *body = NULL;
  GtkTextIter      start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  body = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  return st_edit_set_rules_body (edit, id, self->language, body, error);
}

static void
title_changed_cb (StRulesPage *self)
{
  g_autofree char *key = NULL;

  if (self->updating || self->section == NULL)
    return;
  /* By position: the id of a new section changes as its title is typed. */
  key = g_strdup_printf (
      "rules-title/%d/%s",
      st_scenario_rules_section_index (st_page_get_scenario (ST_PAGE (self)), self->section), self->language);
  edit_section (self, set_title, "rules.title", _ ("Edit Section Title"), key);
}

static void
body_changed_cb (StRulesPage *self)
{
  g_autofree char *key = NULL;

  style_body (self);
  update_preview (self);
  if (self->updating || self->section == NULL)
    return;
  key = g_strdup_printf ("rules-body/%s/%s", self->section, self->language);
  edit_section (self, set_body, "rules.text", _ ("Edit Rules Text"), key);
}

static void
add_section_cb (StRulesPage *self)
{
  g_autoptr (StScenario) edit = st_page_begin_edit (ST_PAGE (self));
  g_autoptr (GError) error = NULL;
  StScenario *scenario = st_page_get_scenario (ST_PAGE (self));
  int index = scenario && self->section ? st_scenario_rules_section_index (scenario, self->section) : -1;
  g_autofree char *id = NULL;

  if (edit == NULL)
    return;
  /* A new section's source is in the document language. */
  id = st_edit_add_rules_section (edit, (guint) (index + 1), NULL, _ ("New section"), &error);
  if (id == NULL)
    return;
  g_free (self->section);
  self->section = g_strdup (id);
  st_page_commit_step (ST_PAGE (self), edit, "rules.add-section", _ ("Add Section"), NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->title_entry));
}

static gboolean
remove_section (StRulesPage *self, StScenario *edit, const char *id, GError **error)
{
  int index = st_scenario_rules_section_index (edit, id);

  if (!st_edit_remove_rules_section (edit, id, error))
    return FALSE;
  /* Go on with the section that took its place. */
  g_free (self->section);
  self->section =
      edit->rules->len > 0 ? g_strdup (
          ((StRulesSection *) g_ptr_array_index (edit->rules, MIN ((guint) index, edit->rules->len - 1)))->id)
                           : NULL;
  return TRUE;
}

static void
remove_section_cb (StRulesPage *self)
{
  edit_section (self, remove_section, "rules.remove-section", _ ("Remove Section"), NULL);
}

static gboolean
move_up (StRulesPage *self, StScenario *edit, const char *id, GError **error)
{
  int index = st_scenario_rules_section_index (edit, id);

  return index > 0 && st_edit_move_rules_section (edit, id, (guint) index - 1, error);
}

static gboolean
move_down (StRulesPage *self, StScenario *edit, const char *id, GError **error)
{
  return st_edit_move_rules_section (edit, id, (guint) st_scenario_rules_section_index (edit, id) + 1, error);
}

static void
move_up_cb (StRulesPage *self)
{
  edit_section (self, move_up, "rules.move-section", _ ("Move Section"), NULL);
}

static void
move_down_cb (StRulesPage *self)
{
  edit_section (self, move_down, "rules.move-section", _ ("Move Section"), NULL);
}

static gboolean
rename_section (StRulesPage *self, StScenario *edit, const char *id, GError **error)
{
  return st_edit_rename_rules_section (edit, id, self->new_id, error);
}

static void
renamed_cb (GObject *owner, const char *new_id)
{
  StRulesPage *self = ST_RULES_PAGE (owner);

  self->new_id = g_strdup (new_id);
  edit_section (self, rename_section, "rules.rename-id", _ ("Rename Section Id"), NULL);
  g_clear_pointer (&self->new_id, g_free);
}

static void
rename_cb (StRulesPage *self)
{
  StScenario *scenario = st_page_get_scenario (ST_PAGE (self));

  if (scenario != NULL && self->section != NULL)
    st_rules_rename_present (GTK_WIDGET (self), scenario, self->section, G_OBJECT (self), renamed_cb);
}

/* Makes the selected lines a bulleted list, or plain lines again when they
 * all are list items already. */
static void
toggle_list_cb (StRulesPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter    start, end;
  int            first, last;
  gboolean       all_items = TRUE;

  gtk_text_buffer_get_selection_bounds (buffer, &start, &end);
  first = gtk_text_iter_get_line (&start);
  last = gtk_text_iter_get_line (&end);
  for (int line = first; line <= last; line++)
    {
      GtkTextIter a, b;

      gtk_text_buffer_get_iter_at_line (buffer, &a, line);
      b = a;
      gtk_text_iter_forward_chars (&b, 2);
      g_autofree char *head = gtk_text_buffer_get_text (buffer, &a, &b, FALSE);
      all_items = all_items && g_str_equal (head, "- ");
    }
  gtk_text_buffer_begin_user_action (buffer);
  for (int line = first; line <= last; line++)
    {
      GtkTextIter a, b;

      gtk_text_buffer_get_iter_at_line (buffer, &a, line);
      if (all_items)
        {
          b = a;
          gtk_text_iter_forward_chars (&b, 2);
          gtk_text_buffer_delete (buffer, &a, &b);
        }
      else if (!gtk_text_iter_ends_line (&a))
        gtk_text_buffer_insert (buffer, &a, "- ", -1);
    }
  gtk_text_buffer_end_user_action (buffer);
}

static void
st_rules_page_dispose (GObject *object)
{
  StRulesPage *self = ST_RULES_PAGE (object);

  /* The list selects other rows while its rows are taken apart. */
  if (self->section_list != NULL)
    g_signal_handlers_disconnect_by_data (self->section_list, self);

  G_OBJECT_CLASS (st_rules_page_parent_class)->dispose (object);
}

static void
st_rules_page_finalize (GObject *object)
{
  StRulesPage *self = ST_RULES_PAGE (object);

  g_clear_pointer (&self->languages, g_ptr_array_unref);
  g_clear_pointer (&self->language, g_free);
  g_clear_pointer (&self->section, g_free);

  G_OBJECT_CLASS (st_rules_page_parent_class)->finalize (object);
}

static void
st_rules_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  StRulesPage *self = ST_RULES_PAGE (object);

  switch (prop_id)
    {
      case PROP_LANGUAGE:
        g_value_set_string (value, self->language);
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_rules_page_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  StRulesPage *self = ST_RULES_PAGE (object);

  switch (prop_id)
    {
      case PROP_LANGUAGE:
        st_rules_page_set_language (self, g_value_get_string (value));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_rules_page_class_init (StRulesPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  object_class->dispose = st_rules_page_dispose;
  object_class->finalize = st_rules_page_finalize;
  object_class->get_property = st_rules_page_get_property;
  object_class->set_property = st_rules_page_set_property;

  page_class->rebuild = st_rules_page_rebuild;

  properties[PROP_LANGUAGE] = g_param_spec_string (
      "language", NULL, NULL, NULL, (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-rules-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, stack);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, language_dropdown);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, translating_label);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, remove_button);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, up_button);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, down_button);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, section_list);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, rename_button);
  gtk_widget_class_bind_template_callback (widget_class, rename_cb);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, title_entry);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, source_label);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, text_view);
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, preview_view);
  gtk_widget_class_bind_template_callback (widget_class, language_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, section_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_section_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_section_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_up_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_down_cb);
  gtk_widget_class_bind_template_callback (widget_class, toggle_list_cb);
}

/* Enter in the title goes on to the body, as writing a new section does. */
static void
title_activated_cb (StRulesPage *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->text_view));
}

static void
st_rules_page_init (StRulesPage *self)
{
  GtkTextBuffer *buffer;

  self->languages = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_init_template (GTK_WIDGET (self));
  st_language_menu_init (self->language_dropdown);
  st_spell_view_attach (self->text_view);

  buffer = gtk_text_view_get_buffer (self->text_view);
  gtk_text_buffer_create_tag (buffer, "list", "left-margin", 36, "indent", -12, NULL);

  g_signal_connect_object (buffer, "changed", G_CALLBACK (body_changed_cb), self, G_CONNECT_SWAPPED);

  st_rules_preview_init (self->preview_view, preview_go, self);
  g_signal_connect_object (self->title_entry, "changed", G_CALLBACK (title_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->title_entry, "activate", G_CALLBACK (title_activated_cb), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
st_rules_page_new (void)
{
  return g_object_new (ST_TYPE_RULES_PAGE, NULL);
}

const char *
st_rules_page_get_language (StRulesPage *self)
{
  g_return_val_if_fail (ST_IS_RULES_PAGE (self), NULL);

  return self->language;
}

void
st_rules_page_set_language (StRulesPage *self, const char *language)
{
  g_return_if_fail (ST_IS_RULES_PAGE (self));

  if (g_strcmp0 (self->language, language) == 0)
    return;

  g_free (self->language);
  self->language = g_strdup (language);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
  /* The switch here is the window's content language: the board, counters,
   * cards and the play log follow it. Outside a window it is the page's own. */
  if (language == NULL
      || !gtk_widget_activate_action (GTK_WIDGET (self), "win.content-language", "s", language))
    st_page_invalidate (ST_PAGE (self));
  sync_dropdown (self);
}

GStrv
st_rules_page_dup_languages (StRulesPage *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (ST_IS_RULES_PAGE (self), NULL);

  for (guint i = 0; i < self->languages->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->languages, i));

  return g_strv_builder_end (builder);
}

const char *
st_rules_page_get_section (StRulesPage *self)
{
  g_return_val_if_fail (ST_IS_RULES_PAGE (self), NULL);

  return self->section;
}

void
st_rules_page_select_section (StRulesPage *self, const char *section)
{
  g_return_if_fail (ST_IS_RULES_PAGE (self));

  g_free (self->section);
  self->section = g_strdup (section);
  st_page_invalidate (ST_PAGE (self));
}
