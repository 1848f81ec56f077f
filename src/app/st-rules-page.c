/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-rules-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "st-rules-page.h"

struct _StRulesPage
{
  StPage parent_instance;

  /* template widgets */
  GtkStack    *stack;
  GtkDropDown *language_dropdown;
  GtkTextView *text_view;

  GPtrArray *languages; /* char* codes, in the order of the drop-down */
  char      *language;
  gboolean   updating_model;
};

G_DEFINE_FINAL_TYPE (StRulesPage, st_rules_page, ST_TYPE_PAGE)

enum
{
  PROP_0,
  PROP_LANGUAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
add_languages (GPtrArray *languages, const StText *text)
{
  if (text == NULL)
    return;

  for (guint i = 0; i < text->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (text->entries, i);

      if (!g_ptr_array_find_with_equal_func (languages, entry->lang, g_str_equal, NULL))
        g_ptr_array_add (languages, g_strdup (entry->lang));
    }
}

/* The language the user's locale asks for, among those the rules have; else
 * English; else the document language. This matches st_text_get_for_locale(). */
static const char *
preferred_language (GPtrArray *languages, const char *document_language)
{
  const char *const *wanted = g_get_language_names ();

  for (guint i = 0; wanted[i] != NULL && !g_str_equal (wanted[i], "C"); i++)
    for (guint j = 0; j < languages->len; j++)
      {
        const char *lang = g_ptr_array_index (languages, j);
        gsize       n = strlen (lang);

        if (g_ascii_strncasecmp (lang, wanted[i], n) == 0
            && (wanted[i][n] == '\0' || wanted[i][n] == '_' || wanted[i][n] == '.' || wanted[i][n] == '@'))
          return lang;
      }

  if (g_ptr_array_find_with_equal_func (languages, "en", g_str_equal, NULL))
    return "en";

  return document_language;
}

static void
insert_text (GtkTextBuffer *buffer, const char *text, const char *tag)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  GtkTextIter      end;

  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert_with_tags_by_name (buffer, &end, stripped, -1, tag, NULL);
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "\n", -1);
}

static void
render_text (StRulesPage *self)
{
  StScenario    *scenario = st_page_get_scenario (ST_PAGE (self));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  const char    *lang = self->language;
  const char    *value;

  gtk_text_buffer_set_text (buffer, "", 0);

  if (scenario == NULL)
    return;

  if ((value = st_text_get (scenario->title, lang)) != NULL)
    insert_text (buffer, value, "title");
  if (scenario->description != NULL && (value = st_text_get (scenario->description, lang)) != NULL)
    insert_text (buffer, value, "description");
  if (scenario->author != NULL || scenario->license != NULL)
    {
      g_autofree char *meta = NULL;

      if (scenario->author != NULL && scenario->license != NULL)
        /* Translators: an author and a licence (an SPDX id such as CC0-1.0). */
        meta = g_strdup_printf (_ ("By %s · Licence %s"), scenario->author, scenario->license);
      else if (scenario->author != NULL)
        meta = g_strdup_printf (_ ("By %s"), scenario->author);
      else
        meta = g_strdup_printf (_ ("Licence %s"), scenario->license);
      insert_text (buffer, meta, "meta");
    }

  for (guint i = 0; i < scenario->rules->len; i++)
    {
      const StRulesSection *section = g_ptr_array_index (scenario->rules, i);

      if ((value = st_text_get (section->title, lang)) != NULL)
        insert_text (buffer, value, "heading");
      if ((value = st_text_get (section->body, lang)) != NULL)
        insert_text (buffer, value, "body");
    }
}

static void
language_selected_cb (StRulesPage *self)
{
  guint selected;

  if (self->updating_model)
    return;

  selected = gtk_drop_down_get_selected (self->language_dropdown);
  if (selected < self->languages->len)
    st_rules_page_set_language (self, g_ptr_array_index (self->languages, selected));
}

static void
sync_dropdown (StRulesPage *self)
{
  guint position;

  if (self->language != NULL
      && g_ptr_array_find_with_equal_func (self->languages, self->language, g_str_equal, &position))
    {
      self->updating_model = TRUE;
      gtk_drop_down_set_selected (self->language_dropdown, position);
      self->updating_model = FALSE;
    }
}

static void
st_rules_page_rebuild (StPage *page, StScenario *scenario)
{
  StRulesPage *self = ST_RULES_PAGE (page);
  g_autoptr (GtkStringList) labels = gtk_string_list_new (NULL);
  g_autofree char *language = NULL;

  g_ptr_array_set_size (self->languages, 0);

  if (scenario != NULL)
    {
      g_ptr_array_add (self->languages, g_strdup (scenario->lang));
      for (guint i = 0; i < scenario->rules->len; i++)
        {
          const StRulesSection *section = g_ptr_array_index (scenario->rules, i);

          add_languages (self->languages, section->title);
          add_languages (self->languages, section->body);
        }
    }

  for (guint i = 0; i < self->languages->len; i++)
    {
      g_autofree char *label = st_page_language_label (g_ptr_array_index (self->languages, i));
      gtk_string_list_append (labels, label);
    }

  self->updating_model = TRUE;
  gtk_drop_down_set_model (self->language_dropdown, G_LIST_MODEL (labels));
  self->updating_model = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->language_dropdown), self->languages->len > 1);

  /* Keep the language the user picked when the new scenario has it. */
  if (self->language != NULL
      && g_ptr_array_find_with_equal_func (self->languages, self->language, g_str_equal, NULL))
    language = g_strdup (self->language);
  else if (scenario != NULL)
    language = g_strdup (preferred_language (self->languages, scenario->lang));

  g_clear_pointer (&self->language, g_free);
  st_rules_page_set_language (self, language);
  sync_dropdown (self);
  render_text (self);

  gtk_stack_set_visible_child_name (self->stack,
                                    scenario != NULL && scenario->rules->len > 0 ? "text" : "empty");
}

static void
st_rules_page_finalize (GObject *object)
{
  StRulesPage *self = ST_RULES_PAGE (object);

  g_clear_pointer (&self->languages, g_ptr_array_unref);
  g_clear_pointer (&self->language, g_free);

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
  gtk_widget_class_bind_template_child (widget_class, StRulesPage, text_view);
  gtk_widget_class_bind_template_callback (widget_class, language_selected_cb);
}

static void
st_rules_page_init (StRulesPage *self)
{
  GtkTextBuffer *buffer;

  self->languages = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_init_template (GTK_WIDGET (self));

  buffer = gtk_text_view_get_buffer (self->text_view);
  gtk_text_buffer_create_tag (buffer, "title", "weight", PANGO_WEIGHT_BOLD, "scale", 1.6,
                              "pixels-below-lines", 12, NULL);
  gtk_text_buffer_create_tag (buffer, "description", "style", PANGO_STYLE_ITALIC, "pixels-below-lines", 6,
                              NULL);
  gtk_text_buffer_create_tag (buffer, "meta", "scale", PANGO_SCALE_SMALL, "pixels-below-lines", 12, NULL);
  gtk_text_buffer_create_tag (buffer, "heading", "weight", PANGO_WEIGHT_BOLD, "scale", 1.25,
                              "pixels-above-lines", 18, "pixels-below-lines", 6, NULL);
  gtk_text_buffer_create_tag (buffer, "body", "pixels-below-lines", 6, NULL);
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

  sync_dropdown (self);
  render_text (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
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
